/**
 * What other features use of pages: the editor's table nodes and image upload (the article editor
 * builds on them). Imported only by lazily loaded editors, never by the shell.
 */

export { NEW_TABLE_HTML, Table, TableCell, TableHeader, TableRow } from './editor/table';
export { uploadPageImage } from './editor/upload-image';
