import type { ComponentProps } from "react";
import { LabelledInput } from "@/ui/labelled-input";

type TextFieldProps = ComponentProps<"input"> & {
  name: string;
  label: string;
  error?: string;
  hint?: string;
  liveHint?: boolean;
};

/**
 * The account's fields, in the look of every other form of the site. Its id comes from its name
 * unless given: two forms of the page may send a field of the same name.
 */
export function TextField({
  name,
  id = `campo-${name.replace(/\W/g, "-")}`,
  className,
  ...field
}: TextFieldProps) {
  return (
    <div className={className}>
      <LabelledInput id={id} name={name} {...field} />
    </div>
  );
}
