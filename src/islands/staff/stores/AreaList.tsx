// The areas the shop serves, each with Edit and Remove (decision 0315), below the area form.
import type { StaffAreasAnswer, StaffAreaView } from '../../../domain/api/staff/areas.ts';
import { useSay } from '../shell/console-words.tsx';

interface AreaListProps {
  view: StaffAreasAnswer;
  busy: boolean;
  onEdit(area: StaffAreaView): void;
  onRemove(area: StaffAreaView): void;
}

export function AreaList({ view, busy, onEdit, onRemove }: AreaListProps) {
  const say = useSay();
  const storeName = new Map(view.stores.map((store) => [store.id, store.name]));
  return (
    <section aria-labelledby="areas-list-title">
      <h2 id="areas-list-title">
        {view.areas.length === 1
          ? say('consoleAreaCountOne')
          : say('consoleAreaCountMany', { count: view.areas.length })}
      </h2>
      {view.areas.length === 0 ? (
        <p className="s-muted">{say('consoleAreaNone')}</p>
      ) : (
        <ul className="cf-list">
          {view.areas.map((area) => (
            <li key={area.id} className="cf-card">
              <h3>
                {area.name}
                {area.name_mr && <span lang="mr">{area.name_mr}</span>}
              </h3>
              <p>
                {say('consoleAreaPinOf')} <span className="cf-code">{area.pincode}</span>
                {area.city && ` · ${area.city}`}
              </p>
              <p className="s-muted">
                {area.latitude}, {area.longitude}
              </p>
              <p>
                {area.store_ids.length === 0
                  ? say('consoleAreaNoStoreNamed')
                  : say('consoleAreaServedBy', {
                      stores: area.store_ids
                        .map((id) => storeName.get(id) ?? say('consoleAreaStoreNumber', { id }))
                        .join(', '),
                    })}
              </p>
              <div className="cf-actions">
                <button
                  type="button"
                  className="s-btn ghost"
                  aria-label={say('consoleAreaEditNamed', { name: area.name })}
                  onClick={() => onEdit(area)}
                >
                  {say('consoleAreaEdit')}
                </button>
                <button
                  type="button"
                  className="s-btn danger"
                  aria-label={say('consoleAreaRemoveNamed', { name: area.name })}
                  disabled={busy}
                  onClick={() => onRemove(area)}
                >
                  {say('consoleAreaRemove')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
