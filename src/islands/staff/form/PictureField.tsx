// A "Picture" field of the console (decision 0344): the picture's address as text a person may type
// (a path or an https:// address), and beside it the library's thumbnail and "Choose from the
// library" (PictureFromLibrary, decision 0326), which fills the field.
import PictureFromLibrary from '../media/PictureFromLibrary.tsx';
import type { FieldErrors } from './field-errors.ts';
import { TextField } from './inputs.tsx';

interface Props {
  field: string;
  value: string;
  errors: FieldErrors;
  onChange(image: string): void;
  /** What the picture is of, for the thumbnail's words ("the category", "the combo"). */
  of: string;
  label?: string;
}

export default function PictureField({ field, value, errors, onChange, of, label = 'Picture' }: Props) {
  return (
    <>
      <TextField
        field={field}
        label={label}
        value={value}
        errors={errors}
        onChange={onChange}
        hint="Choose it from the library, or type its path or https:// address."
      />
      <PictureFromLibrary image={value} of={of} onChoose={onChange} />
    </>
  );
}
