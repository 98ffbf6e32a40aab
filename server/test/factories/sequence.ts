/** A number per built row, so that names, slugs and e-mail addresses never collide within a test file. */
let counter = 0;
export const next = (): number => ++counter;
