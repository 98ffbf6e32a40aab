import { describe, expect, it } from 'vitest';
import {
  acceptAttribute,
  applyExtensionFilter,
  type ExtensionFilter,
  isExtensionAccepted,
  rejectionMessage,
} from './extension-filter';

const allow: ExtensionFilter = { enabled: true, mode: 'allow', extensions: ['pdf', '.DOCX'] };
const deny: ExtensionFilter = { enabled: true, mode: 'deny', extensions: ['exe', 'bat'] };
const off: ExtensionFilter = { enabled: false, mode: 'deny', extensions: ['pdf'] };

describe('extension filter', () => {
  it('accepts everything when disabled or absent', () => {
    expect(isExtensionAccepted('report.pdf', off)).toBe(true);
    expect(isExtensionAccepted('setup.exe', undefined)).toBe(true);
  });

  it('accepts only listed extensions in allow mode, case-insensitively', () => {
    expect(isExtensionAccepted('Report.PDF', allow)).toBe(true);
    expect(isExtensionAccepted('letter.docx', allow)).toBe(true);
    expect(isExtensionAccepted('notes.txt', allow)).toBe(false);
    expect(isExtensionAccepted('README', allow)).toBe(false);
  });

  it('rejects listed extensions in deny mode', () => {
    expect(isExtensionAccepted('setup.exe', deny)).toBe(false);
    expect(isExtensionAccepted('setup.exe.txt', deny)).toBe(true);
    expect(isExtensionAccepted('README', deny)).toBe(true);
  });

  it('splits a selection and explains the rejection', () => {
    const files = [{ name: 'a.pdf' }, { name: 'b.txt' }, { name: 'c.png' }];
    const result = applyExtensionFilter(files, allow);
    expect(result.accepted.map((f) => f.name)).toEqual(['a.pdf']);
    expect(rejectionMessage(result.rejected, allow)).toEqual({
      key: 'js.files.uploader.extension_rejected_allow_list',
      names: 'b.txt, c.png',
      allowed: 'pdf, docx',
    });
    expect(rejectionMessage([{ name: 'x.exe' }], deny)).toEqual({
      key: 'js.files.uploader.extension_rejected',
      names: 'x.exe',
    });
    expect(rejectionMessage([], deny)).toBeNull();
  });

  it('narrows the file picker in allow mode only', () => {
    expect(acceptAttribute(allow)).toBe('.pdf,.docx');
    expect(acceptAttribute(deny)).toBeUndefined();
  });
});
