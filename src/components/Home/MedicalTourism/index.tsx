import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import Section from '@site/src/components/Section';
import {PRACTICE} from '@site/src/data/practice';
import {TOURISM_STAY} from '@site/src/data/schedule';
import {FAQ_OPERATION_WAIT} from '@site/src/data/waitingTimes';
import PriceIncludes from '../PriceIncludes';
import {useFormat} from '@site/src/lib/useFormat';
import {useLocale} from '@site/src/lib/useLocale';
import shared from '../shared.module.css';
import styles from './styles.module.css';
import ExternalLink from '@site/src/components/ExternalLink';

interface Route {
  key: 'toUtrecht' | 'toMarbella';
  title: string;
  description: string;
  highlight: string;
  steps: string[];
}

function useRoutes(): Route[] {
  const format = useFormat();
  return [
    {
      key: 'toUtrecht',
      title: translate({
        id: 'home.tourism.routes.toUtrecht.title',
        message: 'Van Marbella naar Utrecht',
        description: 'Title of the medical-tourism route from Marbella to Utrecht',
      }),
      description: translate({
        id: 'home.tourism.routes.toUtrecht.description',
        message:
          'Woont u in Spanje en bent u in Nederland verzekerd? Dan kunt u zich in Utrecht laten opereren door dezelfde arts die u in Marbella ziet.',
        description: 'Description of the route from Marbella to Utrecht',
      }),
      highlight: translate({
        id: 'home.tourism.routes.toUtrecht.highlight',
        message: 'Volledig vergoed door uw Nederlandse zorgverzekering',
        description: 'Highlight of the route from Marbella to Utrecht',
      }),
      steps: [
        translate({
          id: 'home.tourism.routes.toUtrecht.step1',
          message: 'Consult en onderzoek in Marbella',
          description: 'Step 1 of the route from Marbella to Utrecht',
        }),
        translate({
          id: 'home.tourism.routes.toUtrecht.step2',
          message: 'Planning van de operatie in Utrecht',
          description: 'Step 2 of the route from Marbella to Utrecht',
        }),
        translate({
          id: 'home.tourism.routes.toUtrecht.step3',
          message: 'Operatie en opname in Utrecht',
          description: 'Step 3 of the route from Marbella to Utrecht',
        }),
        translate({
          id: 'home.tourism.routes.toUtrecht.step4',
          message: 'Nacontrole weer dicht bij huis in Marbella',
          description: 'Step 4 of the route from Marbella to Utrecht',
        }),
      ],
    },
    {
      key: 'toMarbella',
      title: translate({
        id: 'home.tourism.routes.toMarbella.title',
        message: 'Van Utrecht naar Marbella',
        description: 'Title of the medical-tourism route from Utrecht to Marbella',
      }),
      description: translate({
        id: 'home.tourism.routes.toMarbella.description',
        message:
          'Liever niet lang wachten? Laat u opereren aan de Costa del Sol en herstel in een zonnig klimaat, met Nederlandstalige begeleiding.',
        description: 'Description of the route from Utrecht to Marbella',
      }),
      highlight: translate(
        {
          id: 'home.tourism.routes.toMarbella.highlight',
          message: 'Vaak al binnen {weeks} geopereerd',
          description: 'Highlight of the route to Marbella; {weeks} is e.g. "1–2 weeks"',
        },
        {weeks: format.duration(FAQ_OPERATION_WAIT.spain)},
      ),
      steps: [
        translate({
          id: 'home.tourism.routes.toMarbella.step1',
          message: 'Online intakegesprek en beoordeling van uw foto’s',
          description: 'Step 1 of the route from Utrecht to Marbella',
        }),
        translate({
          id: 'home.tourism.routes.toMarbella.step2',
          message: 'Toestemming van uw zorgverzekeraar aanvragen',
          description: 'Step 2 of the route from Utrecht to Marbella',
        }),
        translate({
          id: 'home.tourism.routes.toMarbella.step3',
          message: 'Reis, consult en operatie in Marbella',
          description: 'Step 3 of the route from Utrecht to Marbella',
        }),
        translate({
          id: 'home.tourism.routes.toMarbella.step4',
          message: 'Herstel in uw hotel en controle voor vertrek',
          description: 'Step 4 of the route from Utrecht to Marbella',
        }),
      ],
    },
  ];
}

function RouteCard({route}: {route: Route}): ReactNode {
  return (
    <li className={shared.card} data-route={route.key}>
      <Heading as="h3" className={styles.routeTitle}>
        {route.title}
      </Heading>
      <p className={shared.muted}>{route.description}</p>
      <p className={styles.highlight}>{route.highlight}</p>
      <ol className={styles.steps}>
        {route.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </li>
  );
}

function ContactCard(): ReactNode {
  const locale = useLocale();
  const phone = PRACTICE.phone[locale];
  return (
    <li className={clsx(shared.card, styles.contactCard)} data-route="contact">
      <Heading as="h3" className={styles.routeTitle}>
        <Translate
          id="home.tourism.contact.title"
          description="Title of the contact card in the medical-tourism section"
        >
          Persoonlijk advies
        </Translate>
      </Heading>
      <p>
        <Translate id="home.tourism.contact.text" description="Text of the contact card in the medical-tourism section">
          Bespreek in een vrijblijvend intakegesprek welke route bij u past. Wij helpen met planning, verzekering en
          verblijf.
        </Translate>
      </p>
      <ul className={styles.contactList}>
        <li>
          <span className={styles.contactLabel}>
            <Translate id="home.contact.phone.title" description="Label of the phone contact">
              Telefoon
            </Translate>
          </span>
          {/* eslint-disable-next-line @docusaurus/no-html-links -- tel:/mailto: open an app, not a page */}
          <a href={`tel:${phone.e164}`} dir="ltr">
            {phone.display}
          </a>
        </li>
        <li>
          <span className={styles.contactLabel}>
            <Translate id="home.contact.email.title" description="Label of the e-mail contact">
              E-mail
            </Translate>
          </span>
          {/* eslint-disable-next-line @docusaurus/no-html-links -- tel:/mailto: open an app, not a page */}
          <a href={`mailto:${PRACTICE.email}`}>{PRACTICE.email}</a>
        </li>
      </ul>
      <div className={shared.actions}>
        <ExternalLink className="button button--secondary button--lg" href={PRACTICE.bookingUrl} data-cta="intake">
          <Translate
            id="home.tourism.contact.button"
            description="Button that opens the booking site for an intake conversation"
          >
            Plan een intakegesprek
          </Translate>
        </ExternalLink>
      </div>
    </li>
  );
}

function InfoBlock({title, children}: {title: ReactNode; children: ReactNode}): ReactNode {
  return (
    <div className={shared.card}>
      <Heading as="h3" className={styles.blockTitle}>
        {title}
      </Heading>
      {children}
    </div>
  );
}

/** Medical tourism: the two routes, a contact card, and how a stay works. */
export default function MedicalTourism(): ReactNode {
  const format = useFormat();
  const routes = useRoutes();
  const benefits = [
    translate({
      id: 'home.tourism.benefits.item1',
      message: 'Korte wachttijden voor consult en operatie',
      description: 'Medical-tourism benefit',
    }),
    translate({
      id: 'home.tourism.benefits.item2',
      message: 'Eén arts van het eerste consult tot de nacontrole',
      description: 'Medical-tourism benefit',
    }),
    translate({
      id: 'home.tourism.benefits.item3',
      message: 'Herstellen in een mild, zonnig klimaat',
      description: 'Medical-tourism benefit',
    }),
    translate({
      id: 'home.tourism.benefits.item4',
      message: 'Vooraf een duidelijke prijs, zonder verrassingen',
      description: 'Medical-tourism benefit',
    }),
  ];
  const process = [
    translate({
      id: 'home.tourism.process.step1',
      message: 'Intakegesprek en beoordeling van uw röntgenfoto’s',
      description: 'Medical-tourism process step',
    }),
    translate({
      id: 'home.tourism.process.step2',
      message: 'Voorstel met planning en prijs',
      description: 'Medical-tourism process step',
    }),
    translate({
      id: 'home.tourism.process.step3',
      message: 'Reis, consult en operatie',
      description: 'Medical-tourism process step',
    }),
    translate({
      id: 'home.tourism.process.step4',
      message: 'Herstel, controle en begeleiding op afstand',
      description: 'Medical-tourism process step',
    }),
  ];
  const quotes = [
    {
      key: 'quote1',
      text: translate({
        id: 'home.tourism.testimonials.quote1.text',
        message:
          'Kort na mijn eerste gesprek had ik al een nieuwe heup. Alles was tot in de puntjes geregeld, van het hotel tot de nacontrole.',
        description: 'Quote of a medical-tourism patient',
      }),
      author: translate({
        id: 'home.tourism.testimonials.quote1.author',
        message: 'Patiënt uit Amersfoort',
        description: 'Author of a medical-tourism quote (a role, no name)',
      }),
    },
    {
      key: 'quote2',
      text: translate({
        id: 'home.tourism.testimonials.quote2.text',
        message:
          'Herstellen aan zee met dagelijks een wandeling langs de boulevard: beter had ik het me niet kunnen wensen.',
        description: 'Quote of a medical-tourism patient',
      }),
      author: translate({
        id: 'home.tourism.testimonials.quote2.author',
        message: 'Patiënte uit Rotterdam',
        description: 'Author of a medical-tourism quote (a role, no name)',
      }),
    },
  ];
  return (
    <Section
      name="medical-tourism"
      id="medisch-toerisme"
      tone="muted"
      eyebrow={
        <Translate id="home.tourism.eyebrow" description="Small label above the medical-tourism heading">
          Medisch toerisme
        </Translate>
      }
      title={
        <Translate id="home.tourism.title" description="Heading of the medical-tourism section">
          Behandeling over de grens, goed geregeld
        </Translate>
      }
      intro={
        <Translate id="home.tourism.intro" description="Introduction of the medical-tourism section">
          Of u nu in Spanje woont of in Nederland: u kiest zelf waar u wordt geopereerd. Wij regelen de rest.
        </Translate>
      }
    >
      <ul className={clsx(styles.routes)}>
        {routes.map((route) => (
          <RouteCard key={route.key} route={route} />
        ))}
        <ContactCard />
      </ul>

      <div className={clsx(shared.grid2, styles.blocks)}>
        <InfoBlock
          title={
            <Translate id="home.tourism.benefits.title" description="Heading of the medical-tourism benefits">
              Uw voordelen
            </Translate>
          }
        >
          <ul className={shared.checkList}>
            {benefits.map((b) => (
              <li key={b}>{b}</li>
            ))}
          </ul>
        </InfoBlock>
        <InfoBlock
          title={
            <Translate id="home.tourism.process.title" description="Heading of the medical-tourism process">
              Zo verloopt het
            </Translate>
          }
        >
          <ol className={styles.steps}>
            {process.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ol>
        </InfoBlock>
        <InfoBlock
          title={
            <Translate
              id="home.tourism.included.title"
              description="Heading of what a medical-tourism package includes"
            >
              Wat is inbegrepen
            </Translate>
          }
        >
          <PriceIncludes />
        </InfoBlock>
        <InfoBlock
          title={
            <Translate id="home.tourism.stay.title" description="Heading of the accommodation information">
              Verblijf
            </Translate>
          }
        >
          <p>
            <Translate
              id="home.tourism.stay.text"
              description="Accommodation text; {weeks} is e.g. '1–2 weeks', {stars} e.g. '3–5'"
              values={{
                weeks: format.duration({...TOURISM_STAY.stayWeeks, unit: 'week'}),
                stars: `${format.number(TOURISM_STAY.hotelStars.min)}–${format.number(TOURISM_STAY.hotelStars.max)}`,
              }}
            >
              {
                'U verblijft {weeks} in een {stars}-sterrenhotel in de buurt van de kliniek. Wij helpen u graag bij het kiezen.'
              }
            </Translate>
          </p>
          <p className={styles.note}>
            <Translate
              id="home.tourism.stay.minimum"
              description="Minimum stay after surgery; {weeks} is e.g. '1 week'"
              values={{
                weeks: format.duration({
                  min: TOURISM_STAY.minWeeksAfterSurgery,
                  max: TOURISM_STAY.minWeeksAfterSurgery,
                  unit: 'week',
                }),
              }}
            >
              {'Na de operatie blijft u minimaal {weeks} in Spanje, daarna mag u naar huis vliegen.'}
            </Translate>
          </p>
        </InfoBlock>
      </div>

      <Heading as="h3" className={shared.subheading}>
        <Translate id="home.tourism.testimonials.title" description="Heading of the medical-tourism patient quotes">
          Ervaringen van patiënten die reisden
        </Translate>
      </Heading>
      <div className={shared.grid2}>
        {quotes.map((q) => (
          <figure key={q.key} className={clsx(shared.card, styles.quote)}>
            <blockquote>{q.text}</blockquote>
            <figcaption>{q.author}</figcaption>
          </figure>
        ))}
      </div>

      <div className={styles.cta}>
        <div>
          <Heading as="h3" className={styles.ctaTitle}>
            <Translate id="home.tourism.cta.title" description="Heading of the medical-tourism call to action">
              Benieuwd wat er voor u mogelijk is?
            </Translate>
          </Heading>
          <p className={styles.ctaText}>
            <Translate id="home.tourism.cta.text" description="Text of the medical-tourism call to action">
              Plan een afspraak en ontvang een persoonlijk voorstel met planning en prijs.
            </Translate>
          </p>
        </div>
        <ExternalLink className="button button--secondary button--lg" href={PRACTICE.bookingUrl} data-cta="tourism">
          <Translate id="home.tourism.cta.button" description="Button of the medical-tourism call to action">
            Maak een afspraak
          </Translate>
        </ExternalLink>
      </div>
    </Section>
  );
}
