// /staff/catalogue/categories (decision 0271): the shop-wide categories every store's items sit in.
// Admins add, change, archive and restore them; a manager reads the list.
import { type SubmitEvent, useState } from 'react';
import { callApi } from '../../../client/api.ts';
import { pictureOrPlaceholder } from '../../../domain/pictures.ts';
import type { CatalogueCategoryView } from '../../../domain/api/staff/catalogue.ts';
import { categoryProblems, problemsByField, slugFromName } from '../../../domain/catalogue/catalogue-rules.ts';
import PictureField from '../form/PictureField.tsx';
import type { FieldErrors } from '../form/field-errors.ts';
import { CheckField, focusField, TextField } from '../form/inputs.tsx';
import { type ConsoleWords, ConsoleWordsProvider, useSay } from '../shell/console-words.tsx';
import { itemsText } from './counts.ts';

interface Props {
  categories: CatalogueCategoryView[];
  mayEdit: boolean;
  /** The `consoleCatalogue…` and `consoleCategories…` words in the member's console language (decision 0345). */
  words: ConsoleWords;
}

interface Draft {
  name: string;
  name_mr: string;
  slug: string;
  image: string;
  sort_order: string;
  is_active: boolean;
}

function draftOf(category: CatalogueCategoryView | null, nextPosition: number): Draft {
  return category
    ? {
        name: category.name,
        name_mr: category.name_mr,
        slug: category.slug,
        image: category.image,
        sort_order: String(category.sort_order),
        is_active: category.is_active,
      }
    : { name: '', name_mr: '', slug: '', image: '', sort_order: String(nextPosition), is_active: true };
}

export default function CatalogueCategories({ words, ...props }: Props) {
  return (
    <ConsoleWordsProvider value={words}>
      <CategoryList {...props} />
    </ConsoleWordsProvider>
  );
}

function CategoryList({ categories: initial, mayEdit }: Omit<Props, 'words'>) {
  const say = useSay();
  const [categories, setCategories] = useState(initial);
  const [editing, setEditing] = useState<CatalogueCategoryView | 'new' | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const nextPosition = Math.max(0, ...categories.map((category) => category.sort_order)) + 1;

  const replace = (category: CatalogueCategoryView) =>
    setCategories((list) =>
      (list.some((one) => one.id === category.id)
        ? list.map((one) => (one.id === category.id ? category : one))
        : [...list, category]
      ).sort((a, b) => a.sort_order - b.sort_order || a.id - b.id),
    );

  return (
    <>
      <p>
        <a href="/staff/catalogue">{say('consoleCatalogueAllItems')}</a>
      </p>
      <div className="c-head">
        <h1>{say('consoleCategoriesTitle')}</h1>
        {mayEdit && editing === null && (
          <button type="button" className="s-btn" onClick={() => setEditing('new')}>
            {say('consoleCategoriesNew')}
          </button>
        )}
      </div>
      {!mayEdit && <p className="s-muted">{say('consoleCategoriesAdminOnly')}</p>}
      {message && (
        <p className="s-ok" role="status">
          {message}
        </p>
      )}
      {editing !== null && (
        <CategoryForm
          category={editing === 'new' ? null : editing}
          nextPosition={nextPosition}
          onDone={(saved, text) => {
            if (saved) replace(saved);
            setMessage(text);
            setEditing(null);
          }}
        />
      )}
      <ul className="c-list" aria-label={say('consoleCategoriesTitle')}>
        {categories.map((category) => (
          <li key={category.id} className="c-row">
            <img src={pictureOrPlaceholder(category.image)} alt="" width="56" height="56" loading="lazy" />
            <div className="c-main">
              <strong>{category.name}</strong>
              {category.name_mr && (
                <span lang="mr" className="s-muted">
                  {category.name_mr}
                </span>
              )}
              <span className="s-muted">
                {say('consoleCategoriesRowInfo', {
                  position: category.sort_order,
                  items: itemsText(say, category.items_count),
                })}
              </span>
            </div>
            <div className="c-side">
              <span className="c-badges">
                {category.archived && (
                  <span className="c-badge c-archived">{say('consoleCatalogueBadgeArchived')}</span>
                )}
                {!category.archived && !category.is_active && (
                  <span className="c-badge">{say('consoleCatalogueBadgeInactive')}</span>
                )}
              </span>
              {mayEdit && (
                <button
                  type="button"
                  className="s-btn ghost"
                  aria-label={say('consoleCatalogueEditOf', { name: category.name })}
                  onClick={() => setEditing(category)}
                >
                  {say('consoleCatalogueEdit')}
                </button>
              )}
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

function CategoryForm({
  category,
  nextPosition,
  onDone,
}: {
  category: CatalogueCategoryView | null;
  nextPosition: number;
  onDone(saved: CatalogueCategoryView | null, message: string | null): void;
}) {
  const say = useSay();
  const [draft, setDraft] = useState(() => draftOf(category, nextPosition));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((old) => ({ ...old, [key]: value }));

  const refuse = (fields: Record<string, string>, text: string) => {
    setErrors(fields);
    setAlert(text);
    const first = Object.keys(fields)[0];
    if (first) requestAnimationFrame(() => focusField(first));
  };

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const position = Number(draft.sort_order);
    const input = {
      name: draft.name,
      name_mr: draft.name_mr,
      slug: draft.slug,
      image: draft.image,
      sort_order: Number.isInteger(position) ? position : 0.5,
      is_active: draft.is_active,
    };
    const problems = problemsByField(
      categoryProblems({ ...input, slug: input.slug.trim() || slugFromName(input.name) }),
    );
    if (Object.keys(problems).length > 0) return refuse(problems, say('consoleCatalogueFixFields'));
    setBusy(true);
    const answer = category
      ? await callApi('staff/catalogue-category-update', { category_id: category.id, ...input })
      : await callApi('staff/catalogue-category-create', input);
    setBusy(false);
    if (answer.ok)
      onDone(answer.value.category, say('consoleCatalogueSavedName', { name: answer.value.category.name }));
    else refuse(answer.error.fields ?? {}, answer.error.message);
  };

  const archive = async (archived: boolean) => {
    if (!category) return;
    setBusy(true);
    const answer = await callApi(archived ? 'staff/catalogue-category-archive' : 'staff/catalogue-category-restore', {
      category_id: category.id,
    });
    setBusy(false);
    if (answer.ok)
      onDone(
        answer.value.category,
        say(archived ? 'consoleCatalogueArchivedName' : 'consoleCatalogueRestoredName', {
          name: answer.value.category.name,
        }),
      );
    else setAlert(answer.error.message);
  };

  return (
    <form className="s-card c-grid c-category-form" onSubmit={(event) => void submit(event)} noValidate>
      <h2>{category ? say('consoleCatalogueEditOf', { name: category.name }) : say('consoleCategoriesNew')}</h2>
      {alert && (
        <p className="c-alert" role="alert">
          {alert}
        </p>
      )}
      <TextField
        field="name"
        label={say('consoleCatalogueNameEn')}
        value={draft.name}
        errors={errors}
        onChange={(v) => set('name', v)}
      />
      <TextField
        field="name_mr"
        label={say('consoleCatalogueNameMr')}
        lang="mr"
        value={draft.name_mr}
        errors={errors}
        onChange={(v) => set('name_mr', v)}
      />
      <TextField
        field="slug"
        label={say('consoleCatalogueSlug')}
        value={draft.slug}
        errors={errors}
        onChange={(v) => set('slug', v)}
        hint={say('consoleCategoriesSlugHint')}
      />
      <PictureField
        field="image"
        value={draft.image}
        errors={errors}
        onChange={(v) => set('image', v)}
        of={say('consoleCategoriesPictureOf')}
      />
      <TextField
        field="sort_order"
        label={say('consoleCategoriesPosition')}
        inputMode="numeric"
        value={draft.sort_order}
        errors={errors}
        onChange={(v) => set('sort_order', v)}
        hint={say('consoleCategoriesPositionHint')}
      />
      <CheckField
        field="is_active"
        label={say('consoleCatalogueActive')}
        checked={draft.is_active}
        errors={errors}
        onChange={(v) => set('is_active', v)}
      />
      <div className="c-actions">
        <button type="submit" className="s-btn" disabled={busy}>
          {say('consoleCategoriesSave')}
        </button>
        <button type="button" className="s-btn ghost" onClick={() => onDone(null, null)}>
          {say('consoleCatalogueCancel')}
        </button>
        {category &&
          (category.archived ? (
            <button type="button" className="s-btn ghost" disabled={busy} onClick={() => void archive(false)}>
              {say('consoleCategoriesRestore')}
            </button>
          ) : (
            <button type="button" className="s-btn danger" disabled={busy} onClick={() => void archive(true)}>
              {say('consoleCategoriesArchive')}
            </button>
          ))}
      </div>
    </form>
  );
}
