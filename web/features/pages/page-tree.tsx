import { FileText } from 'lucide-react';
import { Link } from 'react-router';
import type { PageTreeNode } from '../../../contract/pages';
import { cn } from '../../ui/cn';
import { type Branch, buildTree } from './tree';

const Branches = ({
  branches,
  currentId,
  depth,
}: {
  branches: Branch[];
  currentId?: string;
  depth: number;
}) => (
  <ul className={cn('space-y-0.5', depth > 0 && 'ml-4 border-l border-border pl-2')}>
    {branches.map((branch) => (
      <li key={branch.id}>
        <Link
          to={branch.url}
          aria-current={branch.id === currentId ? 'page' : undefined}
          className={cn(
            'flex items-center gap-2 rounded-md px-2 py-1 text-sm text-ink hover:bg-black/5',
            branch.id === currentId && 'bg-primary-soft font-medium text-primary',
          )}
        >
          <FileText aria-hidden className="size-4 shrink-0 text-muted" />
          <span className="truncate">{branch.title}</span>
        </Link>
        {branch.children.length > 0 ? (
          <Branches branches={branch.children} currentId={currentId} depth={depth + 1} />
        ) : null}
      </li>
    ))}
  </ul>
);

export const PageTree = ({
  nodes,
  currentId,
  label,
}: {
  nodes: readonly PageTreeNode[];
  currentId?: string;
  label: string;
}) => (
  <nav aria-label={label}>
    <Branches branches={buildTree(nodes)} currentId={currentId} depth={0} />
  </nav>
);
