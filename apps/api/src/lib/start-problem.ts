// A start-up problem an operator must fix (a setting, a file's mode, a folder the database cannot reach, missing
// database rights): main prints its message alone, one line, without a stack trace, and exits with code 1.
export class StartProblem extends Error {}
