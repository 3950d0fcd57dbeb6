// A recipe's ingredients: for each, the items it is bought as, the amount used and the packs to
// add; moved or removed with its line in every language, so that the words stay with it.
import type { ContentItemView } from '../../../../domain/api/staff/content.ts';
import { CONTENT_LIMITS, type RecipeDoc } from '../../../../domain/content/documents.ts';
import { Field } from '../../form/fields.tsx';
import { useSay } from '../../shell/console-words.tsx';
import { fieldId, moved } from '../content-form.ts';
import ItemChooser from '../ItemChooser.tsx';

interface Props {
  recipe: RecipeDoc;
  /** The default language's words, whose ingredient lines name each ingredient. */
  defaultWords: Record<string, unknown> | undefined;
  errors: Record<string, string>;
  errorOf(path: string): string | undefined;
  known: Readonly<Record<string, ContentItemView>>;
  onKnown(items: ContentItemView[]): void;
  change(change: (draft: RecipeDoc) => void): void;
}

export default function RecipeIngredients({ recipe, defaultWords, errors, errorOf, known, onKnown, change }: Props) {
  const say = useSay();
  const setIngredient = (index: number, set: (target: RecipeDoc['ingredients'][number]) => void) =>
    change((draft) => {
      const target = draft.ingredients[index];
      if (target) set(target);
    });
  return (
    <fieldset className="cf-group cf-wide" id={fieldId('ingredients')}>
      <legend>{say('consoleContentIngredients')}</legend>
      {errors.ingredients && <span className="cf-error">⚠ {errors.ingredients}</span>}
      <ol className="ct-ingredients">
        {recipe.ingredients.map((ingredient, index) => {
          const at = `ingredients.${index}`;
          const line = String((defaultWords?.ingredients as string[] | undefined)?.[index] ?? '');
          const number = index + 1;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: an ingredient is its place; its lines move with it.
            <li key={index} className="ct-ingredient">
              <h3>
                {line
                  ? say('consoleContentIngredientLine', { number, line })
                  : say('consoleContentIngredientNumbered', { number })}
              </h3>
              <ItemChooser
                path={`${at}.items`}
                label={say('consoleContentIngredientItems', { number })}
                chosen={ingredient.items}
                max={CONTENT_LIMITS.ingredientItems}
                known={known}
                onKnown={onKnown}
                errorOf={errorOf}
                onChange={(items) =>
                  setIngredient(index, (target) => {
                    target.items = items;
                  })
                }
              />
              <div className="cf-grid">
                <Field
                  id={fieldId(`${at}.needs`)}
                  label={say('consoleContentIngredientNeeds', { number })}
                  hint={say('consoleContentIngredientNeedsHint')}
                  error={errors[`${at}.needs`]}
                >
                  {(props) => (
                    <input
                      {...props}
                      type="text"
                      maxLength={40}
                      value={ingredient.needs ?? ''}
                      onChange={(event) => {
                        const value = event.currentTarget.value;
                        setIngredient(index, (target) => {
                          target.needs = value.trim() === '' ? null : value;
                        });
                      }}
                    />
                  )}
                </Field>
                <Field
                  id={fieldId(`${at}.quantity`)}
                  label={say('consoleContentIngredientPacks', { number })}
                  error={errors[`${at}.quantity`]}
                >
                  {(props) => (
                    <input
                      {...props}
                      type="number"
                      inputMode="numeric"
                      min={1}
                      max={1000}
                      value={ingredient.quantity}
                      onChange={(event) => {
                        const value = Number(event.currentTarget.value) || 0;
                        setIngredient(index, (target) => {
                          target.quantity = value;
                        });
                      }}
                    />
                  )}
                </Field>
              </div>
              <span className="ct-row-actions">
                {([-1, 1] as const).map((by) => (
                  <button
                    key={by}
                    type="button"
                    className="s-btn ghost ct-small"
                    aria-label={say(by < 0 ? 'consoleContentMoveIngredientUp' : 'consoleContentMoveIngredientDown', {
                      number,
                    })}
                    disabled={by < 0 ? index === 0 : index === recipe.ingredients.length - 1}
                    onClick={() =>
                      change((draft) => {
                        draft.ingredients = moved(draft.ingredients, index, by);
                        for (const own of Object.values(draft.words))
                          own.ingredients = moved(own.ingredients, index, by);
                      })
                    }
                  >
                    {by < 0 ? '↑' : '↓'}
                  </button>
                ))}
                <button
                  type="button"
                  className="s-btn danger ct-small"
                  aria-label={say('consoleContentRemoveIngredient', { number })}
                  onClick={() =>
                    change((draft) => {
                      draft.ingredients = draft.ingredients.filter((_, other) => other !== index);
                      for (const own of Object.values(draft.words)) {
                        own.ingredients = own.ingredients.filter((_, other) => other !== index);
                      }
                    })
                  }
                >
                  {say('consoleContentRemove')}
                </button>
              </span>
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className="s-btn ghost"
        onClick={() =>
          change((draft) => {
            draft.ingredients.push({ items: [], needs: null, quantity: 1 });
            for (const own of Object.values(draft.words)) own.ingredients.push('');
          })
        }
      >
        {say('consoleContentAddIngredient')}
      </button>
    </fieldset>
  );
}
