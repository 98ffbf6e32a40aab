import type { DesignScopeType } from '../../../contract/designs.js';
import { type DesignDetail, designImagePath, type EffectiveDesign } from '../../../contract/designs.js';
import type { NetworkDesign } from '../../platform/network/defaults.js';
import { deriveColors } from '../network/service.js';

const imageUrl = (fileId: string | null, url: string | null) => (fileId ? designImagePath(fileId) : url);

/** A stored design as the app applies it; derived colours (hover, contrast text) come from here. */
export function presentEffective(design: NetworkDesign, source: DesignScopeType): EffectiveDesign {
  return {
    logoType: design.logoType,
    bannerType: design.bannerType,
    logoUrl: imageUrl(design.logoFileId, design.logoUrl),
    bannerUrl: imageUrl(design.bannerFileId, design.bannerUrl),
    faviconUrl: imageUrl(design.faviconFileId, design.faviconUrl),
    fullWidth: design.fullWidth,
    userbarIconType: design.userbarIconType,
    colors: design.colors,
    derivedColors: deriveColors(design.colors),
    source,
  };
}

export function presentDetail(
  scope: { id: string; type: DesignScopeType; name: string },
  design: NetworkDesign,
  customised: boolean,
): DesignDetail {
  const { source: _source, ...effective } = presentEffective(design, scope.type);
  return {
    ...effective,
    id: scope.id,
    scope: scope.type,
    name: scope.name,
    customised,
    logo_id: design.logoFileId,
    banner_id: design.bannerFileId,
    favicon_id: design.faviconFileId,
    can: { reset: scope.type !== 'network' && customised },
  };
}
