// A recipe's own fields: its picture, times and servings, the colour behind its picture, and its
// ingredients (RecipeIngredients.tsx).
import type { ContentItemView } from '../../../../domain/api/staff/content.ts';
import type { ContentDoc, RecipeDoc } from '../../../../domain/content/documents.ts';
import { Field } from '../../form/fields.tsx';
import { PictureField } from '../../form/content-fields.tsx';
import { useSay } from '../../shell/console-words.tsx';
import { fieldId } from '../content-form.ts';
import RecipeIngredients from './RecipeIngredients.tsx';

interface Props {
  recipe: RecipeDoc;
  defaultWords: Record<string, unknown> | undefined;
  errors: Record<string, string>;
  errorOf(path: string): string | undefined;
  known: Readonly<Record<string, ContentItemView>>;
  onKnown(items: ContentItemView[]): void;
  update(change: (draft: ContentDoc) => void): void;
}

export default function RecipeFields({ recipe, defaultWords, errors, errorOf, known, onKnown, update }: Props) {
  const say = useSay();
  const number = (field: 'prep_minutes' | 'cook_minutes' | 'servings', label: string, max: number) => (
    <Field id={fieldId(field)} label={label} error={errors[field]}>
      {(props) => (
        <input
          {...props}
          type="number"
          inputMode="numeric"
          min={0}
          max={max}
          value={recipe[field]}
          onChange={(event) => {
            const value = Number(event.currentTarget.value) || 0;
            update((draft) => {
              (draft as RecipeDoc)[field] = value;
            });
          }}
        />
      )}
    </Field>
  );
  return (
    <div className="cf-grid three">
      <div className="cf-wide">
        <PictureField
          id={fieldId('image')}
          label={say('consoleContentPicture')}
          image={recipe.image}
          error={errors.image}
          onChoose={(media) =>
            update((draft) => {
              (draft as RecipeDoc).image = media.image;
            })
          }
        />
      </div>
      {number('prep_minutes', say('consoleContentPrepMinutes'), 1440)}
      {number('cook_minutes', say('consoleContentCookMinutes'), 1440)}
      {number('servings', say('consoleContentServings'), 50)}
      <Field id={fieldId('tint')} label={say('consoleContentTint')} error={errors.tint}>
        {(props) => (
          <input
            {...props}
            type="color"
            value={/^#[0-9a-f]{6}$/i.test(recipe.tint) ? recipe.tint : '#fff4d6'}
            onChange={(event) => {
              const value = event.currentTarget.value;
              update((draft) => {
                (draft as RecipeDoc).tint = value;
              });
            }}
          />
        )}
      </Field>
      <RecipeIngredients
        recipe={recipe}
        defaultWords={defaultWords}
        errors={errors}
        errorOf={errorOf}
        known={known}
        onKnown={onKnown}
        change={(change) => update((draft) => change(draft as RecipeDoc))}
      />
    </div>
  );
}
