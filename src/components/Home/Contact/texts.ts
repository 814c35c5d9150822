import {translate} from '@docusaurus/Translate';

/** The contact section's texts (Dutch defaults; translations in code.json). */
export function useContactTexts() {
  return {
    eyebrow: translate({
      id: 'home.contact.eyebrow',
      message: 'Contact',
      description: 'Small label above the contact heading',
    }),
    title: translate({
      id: 'home.contact.title',
      message: 'Maak een afspraak of stel uw vraag',
      description: 'Heading of the contact section',
    }),
    intro: translate({
      id: 'home.contact.intro',
      message: 'Neem contact op op de manier die u het prettigst vindt. Wij helpen u graag verder.',
      description: 'Introduction of the contact section',
    }),
    phone: {
      title: translate({
        id: 'home.contact.phone.title',
        message: 'Telefoon',
        description: 'Label of the phone contact',
      }),
      description: translate({
        id: 'home.contact.phone.description',
        message: 'Bel op werkdagen voor een afspraak of met een vraag.',
        description: 'Description of the phone contact card',
      }),
      action: translate({
        id: 'home.contact.phone.action',
        message: 'Bel ons',
        description: 'Button that calls the practice',
      }),
    },
    email: {
      title: translate({id: 'home.contact.email.title', message: 'E-mail', description: 'Label of the e-mail contact'}),
      description: translate({
        id: 'home.contact.email.description',
        message: 'Stuur ons uw vraag, eventueel met uw verslagen of foto’s.',
        description: 'Description of the e-mail contact card',
      }),
      action: translate({
        id: 'home.contact.email.action',
        message: 'Stuur een e-mail',
        description: 'Button that writes an e-mail',
      }),
    },
    online: {
      title: translate({
        id: 'home.contact.online.title',
        message: 'Online afspraak',
        description: 'Title of the online appointment card',
      }),
      value: translate({
        id: 'home.contact.online.value',
        message: 'Dag en nacht te plannen',
        description: 'Value line of the online appointment card',
      }),
      description: translate({
        id: 'home.contact.online.description',
        message: 'Kies zelf een moment en een locatie in de online agenda.',
        description: 'Description of the online appointment card',
      }),
    },
  };
}
