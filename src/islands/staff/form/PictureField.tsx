// A "Picture" field of the console (decision 0344): the picture's address as text a person may type
// (a path or an https:// address), and beside it the library's thumbnail and "Choose from the
// library" (PictureFromLibrary, decision 0326), which fills the field.
import PictureFromLibrary from '../media/PictureFromLibrary.tsx';
import type { FieldErrors } from './field-errors.ts';
import { useFormSay } from './form-words.ts';
import { TextField } from './inputs.tsx';

interface Props {
  field: string;
  value: string;
  errors: FieldErrors;
  onChange(image: string): void;
  /** What the picture is of, for the thumbnail's words ("the category", "the combo"). */
  of: string;
  /** The field's label; the form layer's "Picture" unless given. */
  label?: string;
}

export default function PictureField({ field, value, errors, onChange, of, label }: Props) {
  const say = useFormSay();
  return (
    <>
      <TextField
        field={field}
        label={label ?? say('consoleFormPicture')}
        value={value}
        errors={errors}
        onChange={onChange}
        hint={say('consoleFormPictureHint')}
      />
      <PictureFromLibrary image={value} of={of} onChoose={onChange} />
    </>
  );
}
