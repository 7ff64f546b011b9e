/** A JSON value as the API sends it. */
export type JsonValue = string | number | boolean | null | readonly JsonValue[] | JsonObject;

/** A JSON object as the API sends it. */
export interface JsonObject {
  readonly [key: string]: JsonValue | undefined;
}
