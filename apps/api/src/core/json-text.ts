// A value whose JSON is already made, as UTF-8 bytes (PostgreSQL wrote it: modules/flow/open-task-json.ts). An answer
// may carry one where it carries the value itself; answerJson (answer-json.ts) puts the bytes in place as they are,
// and answerBody (answer-compression.ts) compresses them with the rest: the server neither parses, rebuilds, decodes
// nor encodes what it only passes on.

/** The JSON of a `T`, as UTF-8 bytes, sent as they are. */
export class JsonText<T> {
  /** Only for the type: what the bytes are the JSON of. */
  declare readonly of?: T;
  constructor(readonly utf8: Buffer) {}
}
