export interface ClientCall {
  /** lower case; '*' when the method is decided at run time */
  method: string;
  /** the path template, parameters as `{}` */
  path: string;
  file: string;
  line: number;
  /** the call sends query params */
  params: boolean;
  /** through the plain client (no session) */
  public: boolean;
}
export function clientCalls(root?: string): ClientCall[];
export function readLiteral(src: string, i: number): { end: number; values: string[] } | null;
