import {translate} from '@docusaurus/Translate';
import type {TestimonialKey} from '@site/src/data/testimonials';

/** Texts of the testimonials: a role label and the review (Dutch defaults; translations in code.json). */
export function testimonialText(key: TestimonialKey): {name: string; text: string} {
  return {
    hip: {
      name: translate({
        id: 'home.testimonials.hip.name',
        message: 'Patiënt met een nieuwe heup',
        description: 'Role label of a testimonial author (no real name)',
      }),
      text: translate({
        id: 'home.testimonials.hip.text',
        message:
          'Vanaf het eerste consult voelde ik me in goede handen. Dr. Jansen legde alles rustig uit en de dag na de operatie liep ik al door de gang.',
        description: 'Testimonial of a hip patient',
      }),
    },
    knee: {
      name: translate({
        id: 'home.testimonials.knee.name',
        message: 'Patiënte met een nieuwe knie',
        description: 'Role label of a testimonial author (no real name)',
      }),
      text: translate({
        id: 'home.testimonials.knee.text',
        message:
          'Na jaren pijn kan ik weer fietsen en met de kleinkinderen op pad. De nazorg was persoonlijk en altijd bereikbaar.',
        description: 'Testimonial of a knee patient',
      }),
    },
    revision: {
      name: translate({
        id: 'home.testimonials.revision.name',
        message: 'Patiënt na een revisieoperatie',
        description: 'Role label of a testimonial author (no real name)',
      }),
      text: translate({
        id: 'home.testimonials.revision.text',
        message:
          'Mijn oude prothese zat los en ik was bang voor een nieuwe operatie. Het team heeft me er met veel geduld doorheen geholpen.',
        description: 'Testimonial of a revision patient',
      }),
    },
    infiltration: {
      name: translate({
        id: 'home.testimonials.infiltration.name',
        message: 'Patiënte na een infiltratie',
        description: 'Role label of a testimonial author (no real name)',
      }),
      text: translate({
        id: 'home.testimonials.infiltration.text',
        message:
          'Dankzij de injectie kan ik weer golfen, met veel minder pijn. Ik kreeg eerlijk advies over wat wel en niet zinvol was.',
        description: 'Testimonial of an infiltration patient',
      }),
    },
  }[key];
}

/** Headings of the section. */
export function useTestimonialsLabels() {
  return {
    eyebrow: translate({
      id: 'home.testimonials.eyebrow',
      message: 'Ervaringen',
      description: 'Small label above the testimonials heading',
    }),
    title: translate({
      id: 'home.testimonials.title',
      message: 'Wat patiënten over Dr. Jansen zeggen',
      description: 'Heading of the testimonials section',
    }),
  };
}
