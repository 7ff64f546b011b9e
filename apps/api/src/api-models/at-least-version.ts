/** What `atLeastVersion` means on the reads of a caller's position (`view`, `legalCommands`), over GraphQL and REST. */
export const AT_LEAST_VERSION_DESCRIPTION =
  "A version you already hold (as after your own command): this server answers from what it knows when that is this version or newer, without asking the database, so a newer command stored through another server may be missing; the answer's version says which it read. Without it, the newest stored state.";
