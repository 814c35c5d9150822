import {components} from '../helpers/mdxStructure';

describe('components of a page, as the translations must keep them', () => {
  it('lets a translator translate a prop that is text for patients (InfoCard title)', () => {
    expect(components('<InfoCard title="Bitte beachten" tone="warning">\nText\n</InfoCard>')).toEqual(
      components('<InfoCard title="Let op" tone="warning">\nTekst\n</InfoCard>'),
    );
  });

  it('keeps every other prop exactly as in the Dutch page', () => {
    expect(components('<InfoCard title="Bitte beachten" tone="info">')).not.toEqual(
      components('<InfoCard title="Let op" tone="warning">'),
    );
    expect(components('<Fig id="operation.hospitalStay" />')).not.toEqual(
      components('<Fig id="Krankenhausaufenthalt" />'),
    );
    // title is text only where the component says so.
    expect(components('<Illustration name="hipXray" title="Röntgen" />')).not.toEqual(
      components('<Illustration name="hipXray" title="Röntgenfoto" />'),
    );
  });

  it('still notices a missing text prop', () => {
    expect(components('<InfoCard tone="warning">')).not.toEqual(components('<InfoCard title="Let op" tone="warning">'));
  });
});
