// The info pages a new live shop starts with (decision 0316): about, contact, terms and privacy as
// drafts in English and Marathi, each saying what the shop writes there. Drafts are never shown to
// customers and nothing links to them until the shop publishes them in the console (Content); the
// console's Your shop lists which are still unpublished. The demo shop imports its own pages instead
// (../demo/content.ts).
import type { Kysely } from 'kysely';
import type { PageDoc } from '../../../domain/content/documents.ts';
import { ESSENTIAL_INFO_PAGES } from '../../../domain/staff/shop-face.ts';
import type { Database } from '../../db/schema.ts';

type Words = { title: string; description: string; guide: string };

/** Each essential info page's words, in the order of the info links. */
const STARTER_PAGES: Record<(typeof ESSENTIAL_INFO_PAGES)[number], { en: Words; mr: Words }> = {
  about: {
    en: {
      title: 'About us',
      description: 'Who we are and where our food comes from.',
      guide:
        'Write here who you are, where what you sell comes from, and since when you serve your customers. Customers see this page, and the links to it, once you publish it.',
    },
    mr: {
      title: 'आमच्याबद्दल',
      description: 'आम्ही कोण आहोत आणि आमचा माल कुठून येतो.',
      guide:
        'तुम्ही कोण आहात, तुम्ही विकता तो माल कुठून येतो आणि किती वर्षांपासून ग्राहकांची सेवा करता, ते इथे लिहा. प्रकाशित केल्यावरच ग्राहकांना हे पान आणि त्याच्या लिंक दिसतात.',
    },
  },
  contact: {
    en: {
      title: 'Contact us',
      description: 'How to reach the shop.',
      guide:
        "Write here your shop's phone number, e-mail, address and the hours someone answers. Customers see this page, and the links to it, once you publish it.",
    },
    mr: {
      title: 'संपर्क',
      description: 'दुकानाशी संपर्क कसा साधावा.',
      guide:
        'दुकानाचा फोन नंबर, ई-मेल, पत्ता आणि कोणी उत्तर देते त्या वेळा इथे लिहा. प्रकाशित केल्यावरच ग्राहकांना हे पान आणि त्याच्या लिंक दिसतात.',
    },
  },
  terms: {
    en: {
      title: 'Terms of use',
      description: 'The terms on which the shop sells and delivers.',
      guide:
        'Write here the terms on which you sell: orders and prices, delivery and pickup, cancellations, refunds and replacements. Customers see this page, and the links to it, once you publish it.',
    },
    mr: {
      title: 'वापराच्या अटी',
      description: 'दुकान कोणत्या अटींवर विक्री आणि डिलिव्हरी करते.',
      guide:
        'तुम्ही कोणत्या अटींवर विक्री करता ते इथे लिहा: ऑर्डर आणि किमती, डिलिव्हरी आणि पिकअप, रद्द करणे, परतावा आणि बदली. प्रकाशित केल्यावरच ग्राहकांना हे पान आणि त्याच्या लिंक दिसतात.',
    },
  },
  privacy: {
    en: {
      title: 'Privacy policy',
      description: 'What the shop keeps about its customers, and why.',
      guide:
        'Write here what you keep about your customers (name, phone, addresses, orders), why and for how long, who else sees it (payment and delivery), and whom to write to about it. The cookie notice links here once you publish it.',
    },
    mr: {
      title: 'गोपनीयता धोरण',
      description: 'दुकान ग्राहकांची कोणती माहिती ठेवते, आणि का.',
      guide:
        'तुम्ही ग्राहकांची कोणती माहिती ठेवता (नाव, फोन, पत्ते, ऑर्डर), का आणि किती काळ, ती आणखी कोण पाहते (पेमेंट आणि डिलिव्हरी) आणि त्याबद्दल कोणाला लिहावे, ते इथे लिहा. प्रकाशित केल्यावरच कुकीच्या सूचनेत या पानाची लिंक दिसते.',
    },
  },
};

function starterDoc(order: number, words: { en: Words; mr: Words }): PageDoc {
  const page = ({ title, description, guide }: Words) => ({
    title,
    description,
    body: { html: `<p>${guide}</p>`, source: null },
  });
  return { order, updated: null, words: { en: page(words.en), mr: page(words.mr) } };
}

/** Writes the starter pages as drafts into a shop that has no info page yet. */
export async function writeStarterPages(db: Kysely<Database>, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const any = await trx.selectFrom('content_entries').select('id').where('kind', '=', 'page').limit(1).execute();
    if (any.length > 0) return;
    const at = now.toISOString();
    await trx
      .insertInto('content_entries')
      .values(
        ESSENTIAL_INFO_PAGES.map((slug, index) => ({
          kind: 'page' as const,
          slug,
          draft_json: JSON.stringify(starterDoc(index + 1, STARTER_PAGES[slug])),
          version: 1,
          published_json: null,
          scheduled_json: null,
          status: 'draft' as const,
          publish_at: null,
          take_down_at: null,
          held_reason: null,
          scheduled_by: null,
          created_at: at,
          updated_at: at,
        })),
      )
      .execute();
  });
}
