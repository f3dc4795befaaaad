/** The schema package ships no types: its validator takes a résumé and answers through a callback, synchronously. */
declare module "@jsonresume/schema" {
  interface ValidationError {
    readonly property: string;
    readonly message: string;
  }
  const resumeSchema: {
    validate(resume: unknown, callback: (errors: ValidationError[] | null, valid: boolean) => void): void;
  };
  export default resumeSchema;
}
