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

interface Props {
  categories: CatalogueCategoryView[];
  mayEdit: boolean;
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

export default function CatalogueCategories({ categories: initial, mayEdit }: Props) {
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
        <a href="/staff/catalogue">← All items</a>
      </p>
      <div className="c-head">
        <h1>Categories</h1>
        {mayEdit && editing === null && (
          <button type="button" className="s-btn" onClick={() => setEditing('new')}>
            New category
          </button>
        )}
      </div>
      {!mayEdit && <p className="s-muted">Categories are shared by every store: only an admin changes them.</p>}
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
      <ul className="c-list" aria-label="Categories">
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
                Position {category.sort_order} · {category.items_count} {category.items_count === 1 ? 'item' : 'items'}
              </span>
            </div>
            <div className="c-side">
              <span className="c-badges">
                {category.archived && <span className="c-badge c-archived">Archived</span>}
                {!category.archived && !category.is_active && <span className="c-badge">Inactive</span>}
              </span>
              {mayEdit && (
                <button
                  type="button"
                  className="s-btn ghost"
                  aria-label={`Edit ${category.name}`}
                  onClick={() => setEditing(category)}
                >
                  Edit
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
    if (Object.keys(problems).length > 0) return refuse(problems, 'Some fields need a change before saving.');
    setBusy(true);
    const answer = category
      ? await callApi('staff/catalogue-category-update', { category_id: category.id, ...input })
      : await callApi('staff/catalogue-category-create', input);
    setBusy(false);
    if (answer.ok) onDone(answer.value.category, `Saved ${answer.value.category.name}.`);
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
      onDone(answer.value.category, `${answer.value.category.name} ${archived ? 'archived' : 'restored'}.`);
    else setAlert(answer.error.message);
  };

  return (
    <form className="s-card c-grid c-category-form" onSubmit={(event) => void submit(event)} noValidate>
      <h2>{category ? `Edit ${category.name}` : 'New category'}</h2>
      {alert && (
        <p className="c-alert" role="alert">
          {alert}
        </p>
      )}
      <TextField
        field="name"
        label="Name (English)"
        value={draft.name}
        errors={errors}
        onChange={(v) => set('name', v)}
      />
      <TextField
        field="name_mr"
        label="Name (Marathi)"
        lang="mr"
        value={draft.name_mr}
        errors={errors}
        onChange={(v) => set('name_mr', v)}
      />
      <TextField
        field="slug"
        label="Web address name"
        value={draft.slug}
        errors={errors}
        onChange={(v) => set('slug', v)}
        hint="Customers find it at /category/<this name>. Left empty, it is made from the English name."
      />
      <PictureField
        field="image"
        value={draft.image}
        errors={errors}
        onChange={(v) => set('image', v)}
        of="the category"
      />
      <TextField
        field="sort_order"
        label="Position"
        inputMode="numeric"
        value={draft.sort_order}
        errors={errors}
        onChange={(v) => set('sort_order', v)}
        hint="Lower comes first."
      />
      <CheckField
        field="is_active"
        label="Active: customers see it"
        checked={draft.is_active}
        errors={errors}
        onChange={(v) => set('is_active', v)}
      />
      <div className="c-actions">
        <button type="submit" className="s-btn" disabled={busy}>
          Save category
        </button>
        <button type="button" className="s-btn ghost" onClick={() => onDone(null, null)}>
          Cancel
        </button>
        {category &&
          (category.archived ? (
            <button type="button" className="s-btn ghost" disabled={busy} onClick={() => void archive(false)}>
              Restore category
            </button>
          ) : (
            <button type="button" className="s-btn danger" disabled={busy} onClick={() => void archive(true)}>
              Archive category
            </button>
          ))}
      </div>
    </form>
  );
}
