// The shape every language's namespace must have: the Chinese namespace's keys (Chinese is the default and the type
// of the keys), each a string, plus the `_one` forms of plural keys that languages with a singular add.
type SingularOf<K> = K extends `${infer Base}_other` ? `${Base}_one` : never;

export type LocaleOf<T> = { [K in keyof T]: T[K] extends string ? string : LocaleOf<T[K]> } & {
  [K in SingularOf<keyof T & string>]?: string;
};
