// A campaign's own fields: its hero picture, its first and last days, and the items it shows.
import type { ContentItemView } from '../../../../domain/api/staff/content.ts';
import { type CampaignDoc, CONTENT_LIMITS, type ContentDoc } from '../../../../domain/content/documents.ts';
import { Field } from '../../form/fields.tsx';
import { PictureField } from '../../form/content-fields.tsx';
import { useSay } from '../../shell/console-words.tsx';
import { fieldId } from '../content-form.ts';
import ItemChooser from '../ItemChooser.tsx';

interface Props {
  campaign: CampaignDoc;
  errors: Record<string, string>;
  errorOf(path: string): string | undefined;
  known: Readonly<Record<string, ContentItemView>>;
  onKnown(items: ContentItemView[]): void;
  update(change: (draft: ContentDoc) => void): void;
}

export default function CampaignFields({ campaign, errors, errorOf, known, onKnown, update }: Props) {
  const say = useSay();
  const day = (field: 'valid_from' | 'valid_to', label: string) => (
    <Field id={fieldId(field)} label={label} error={errors[field]}>
      {(props) => (
        <input
          {...props}
          type="date"
          value={campaign[field]}
          onChange={(event) => {
            const value = event.currentTarget.value;
            update((draft) => {
              (draft as CampaignDoc)[field] = value;
            });
          }}
        />
      )}
    </Field>
  );
  return (
    <div className="cf-grid">
      <div className="cf-wide">
        <PictureField
          id={fieldId('hero.image')}
          label={say('consoleContentHeroPicture')}
          image={campaign.hero.image}
          error={errors['hero.image'] ?? errors['hero.width'] ?? errors['hero.height'] ?? errors.hero}
          onChoose={(media) =>
            update((draft) => {
              (draft as CampaignDoc).hero = media;
            })
          }
        />
      </div>
      {day('valid_from', say('consoleContentFirstDay'))}
      {day('valid_to', say('consoleContentLastDay'))}
      <div className="cf-wide">
        <ItemChooser
          path="items"
          label={say('consoleContentCampaignItems')}
          chosen={campaign.items}
          max={CONTENT_LIMITS.campaignItems}
          known={known}
          onKnown={onKnown}
          errorOf={errorOf}
          onChange={(items) =>
            update((draft) => {
              (draft as CampaignDoc).items = items;
            })
          }
        />
      </div>
    </div>
  );
}
