/** The signed-in owner as the shell shows them. */
export interface ShellUser {
  name: string;
}
