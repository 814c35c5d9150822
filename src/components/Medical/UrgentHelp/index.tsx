import React, {type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {usePluralForm} from '@docusaurus/theme-common';
import {PRACTICE} from '@site/src/data/practice';
import {SAFETY} from '@site/src/data/clinical';
import {useLocale} from '@site/src/lib/useLocale';
import {urgentSigns} from './signs';
import styles from './styles.module.css';

export interface Props {
  /** The treatment page's id in src/data/routes.ts: which warning signs apply. */
  kind: string;
}

/** The Dutch name of the GP out-of-hours service, shown in Dutch in every language: it is what patients look for in the Netherlands. */
const GP_POST = 'huisartsenpost';

/** The European emergency number, valid in the Netherlands and in Spain. */
const EMERGENCY_NUMBER = '112';

/** A number to call, as a `tel:` link, always left to right (also in Arabic). */
function Tel({number, display = number, testId}: {number: string; display?: string; testId: string}): ReactNode {
  return (
    // eslint-disable-next-line @docusaurus/no-html-links -- tel: opens the phone app, not a page
    <a href={`tel:${number}`} dir="ltr" data-testid={testId}>
      {display}
    </a>
  );
}

function Group({title, children}: {title: ReactNode; children: ReactNode}): ReactNode {
  return (
    <div className={styles.group}>
      <p className={styles.groupTitle}>{title}</p>
      <ul>{children}</ul>
    </div>
  );
}

/** Safety-netting on every treatment page; its heading is in the MDX, so it is in the table of contents. */
export default function UrgentHelp({kind}: Props): ReactNode {
  const locale = useLocale();
  const phone = PRACTICE.phone[locale];
  const signs = urgentSigns(kind);
  const {selectMessage} = usePluralForm();
  const weeks = SAFETY.woundStillLeakingWeeks;
  return (
    <div className={styles.urgent} data-testid="urgent-help">
      <p>
        <Translate id="medical.urgent.intro" description="Safety-netting: introduction to the warning signs">
          Neem direct contact op, ook als u twijfelt, als u een van deze tekenen heeft:
        </Translate>
      </p>
      <Group
        title={
          <Translate
            id="medical.urgent.infection.title"
            description="Safety-netting: heading of the signs of an infection"
          >
            Tekenen van een infectie
          </Translate>
        }
      >
        <li>
          <Translate id="medical.urgent.infection.fever" description="Safety-netting: sign of infection">
            koorts of koude rillingen;
          </Translate>
        </li>
        {signs.injection ? (
          <li>
            <Translate
              id="medical.urgent.infection.joint"
              description="Safety-netting after an injection: sign of a joint infection"
            >
              het gewricht wordt in de dagen na de infiltratie rood, warm, dik en steeds pijnlijker.
            </Translate>
          </li>
        ) : (
          <>
            <li>
              <Translate
                id="medical.urgent.infection.wound"
                description="Safety-netting after an operation: sign of a wound infection"
              >
                de wond wordt rood, warm, dik of pijnlijker;
              </Translate>
            </li>
            <li>
              {selectMessage(
                weeks,
                translate(
                  {
                    id: 'medical.urgent.infection.leaking',
                    message:
                      'de wond lekt na ongeveer {count} week nog steeds.|de wond lekt na ongeveer {count} weken nog steeds.',
                    description:
                      'Safety-netting: a wound still leaking after about {count} week(s); plural forms separated by | in the order zero|one|two|few|many|other of the language',
                  },
                  {count: weeks},
                ),
              )}
            </li>
          </>
        )}
      </Group>
      {signs.clot && (
        <Group
          title={
            <Translate
              id="medical.urgent.clot.title"
              description="Safety-netting: heading of the signs of a blood clot or pulmonary embolism"
            >
              Tekenen van trombose of een longembolie
            </Translate>
          }
        >
          <li>
            <Translate id="medical.urgent.clot.calf" description="Safety-netting: sign of a deep-vein thrombosis">
              een dikke, warme of pijnlijke kuit of een dik been;
            </Translate>
          </li>
          <li>
            <strong>
              <Translate
                id="medical.urgent.clot.embolism"
                description="Safety-netting: signs of a pulmonary embolism, call the emergency number; {number} is 112"
                values={{number: EMERGENCY_NUMBER}}
              >
                {'pijn op de borst, plotselinge kortademigheid of bloed ophoesten: bel direct {number}.'}
              </Translate>
            </strong>
          </li>
        </Group>
      )}
      {signs.dislocation && (
        <Group
          title={
            kind === 'revision' ? (
              <Translate
                id="medical.urgent.dislocation.titleRevision"
                description="Safety-netting on the revision page: heading of the signs of a dislocated hip (only after hip surgery)"
              >
                Na een heupoperatie: tekenen dat de heup uit de kom is
              </Translate>
            ) : (
              <Translate
                id="medical.urgent.dislocation.title"
                description="Safety-netting: heading of the signs of a dislocated hip prosthesis"
              >
                Tekenen dat de heup uit de kom is
              </Translate>
            )
          }
        >
          <li>
            <Translate id="medical.urgent.dislocation.pain" description="Safety-netting: sign of a hip dislocation">
              plotseling hevige pijn in de heup, vaak na een draai of een val;
            </Translate>
          </li>
          <li>
            <Translate id="medical.urgent.dislocation.leg" description="Safety-netting: sign of a hip dislocation">
              het been lijkt korter of staat naar binnen of naar buiten gedraaid;
            </Translate>
          </li>
          <li>
            <Translate
              id="medical.urgent.dislocation.weight"
              description="Safety-netting: sign of a hip dislocation; what to do"
            >
              u kunt niet meer op het been staan. Probeer de heup niet zelf terug te zetten.
            </Translate>
          </li>
        </Group>
      )}
      <p className={styles.contact}>
        <Translate
          id="medical.urgent.call"
          description="Safety-netting: call the practice; {phone} is the practice's phone number as a link"
          values={{phone: <Tel number={phone.e164} display={phone.display} testId="urgent-phone" />}}
        >
          {'Bel de praktijk: {phone}.'}
        </Translate>{' '}
        <Translate
          id="medical.urgent.outOfHours"
          description="Safety-netting: where to go when the practice is closed; {gpPost} is the Dutch word 'huisartsenpost' (GP out-of-hours service), shown in Dutch"
          values={{gpPost: <span lang="nl">{GP_POST}</span>}}
        >
          {
            'Buiten kantooruren: in Nederland de {gpPost}, in Spanje de spoedeisende hulp van het dichtstbijzijnde ziekenhuis.'
          }
        </Translate>
      </p>
      <p className={styles.emergency}>
        <Translate
          id="medical.urgent.emergency"
          description="Safety-netting: the emergency number; {number} is the 112 link"
          values={{number: <Tel number={EMERGENCY_NUMBER} testId="urgent-112" />}}
        >
          {'Bij levensgevaar belt u {number}: het alarmnummer in Nederland, Spanje en de rest van Europa.'}
        </Translate>
      </p>
    </div>
  );
}
