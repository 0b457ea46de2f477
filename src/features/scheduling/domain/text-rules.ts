/** Free text a person typed: no control character (a pasted NUL or escape never reaches a dealer). */
export const hasNoControlCharacter = (value: string) =>
  !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(value);
