/**
 * Whether the editor holds no words: its text, not its HTML, decides (an emptied editor still holds
 * `<p></p>`, and a list of empty items is markup without content). No-break spaces count as blank.
 */
export const isBlankText = (text: string) => text.replace(/[\s\u00a0\u200b]+/g, '') === '';
