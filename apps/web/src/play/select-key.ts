/** ICU select options are plain words: API values such as "spee-move" become "spee_move" for a message's select. */
export const selectKey = (value: string): string => value.replace(/-/g, '_');
