/**
 * Texts of the treatments as medical procedures, for structured data
 * (schema.org `MedicalProcedure` subtypes) and the social cards. Every
 * figure in a text is a `{placeholder}` filled from `clinical.ts` and
 * formatted per locale, so a number lives in one place only.
 */
import type {Locale} from './locales';
import {FIGURES, INFILTRATION_EFFECTS, type Figure, type Infiltration} from './clinical';
import {PROCEDURE_NAMES, type TreatmentId} from './procedureNames';
import {formatNumeric} from '../lib/format';

export {TREATMENT_IDS, PROCEDURE_NAMES, isTreatment, type TreatmentId} from './procedureNames';

export interface ProcedureText {
  /** Name of the procedure as patients know it (from procedureNames.ts). */
  name: string;
  bodyLocation: string;
  howPerformed: string;
  preparation: string;
  followup: string;
}

export interface ProcedureInfo {
  /** schema.org type: surgery is `SurgicalProcedure`; an injection is a `TherapeuticProcedure`. */
  schemaType: 'SurgicalProcedure' | 'TherapeuticProcedure';
  /**
   * schema.org `procedureType` (an enumeration, not text): only set where a
   * member fits. Surgery has none; its type says it is surgical.
   */
  procedureType?: 'PercutaneousProcedure' | 'NoninvasiveProcedure';
  /** Figures used as `{placeholder}` in the texts. */
  values: Record<string, Figure>;
  texts: Record<Locale, Omit<ProcedureText, 'name'>>;
}

function effect(key: Infiltration): Figure {
  const found = INFILTRATION_EFFECTS.find((e) => e.key === key);
  if (!found) throw new Error(`No infiltration effect "${key}" in clinical.ts`);
  return found.duration;
}

export const PROCEDURES: Record<TreatmentId, ProcedureInfo> = {
  infiltrations: {
    schemaType: 'TherapeuticProcedure',
    procedureType: 'PercutaneousProcedure',
    values: {
      hydrogel: FIGURES['infiltrations.hydrogelConcentration'],
      cortisone: effect('cortisone'),
      hydrogelYears: effect('hydrogel'),
    },
    texts: {
      nl: {
        bodyLocation: 'Heup- of kniegewricht',
        howPerformed:
          'Een injectie in het gewricht met cortison, hyaluronzuur, PRP (bloedplaatjesrijk plasma), WINT of een polyacrylamidegel van {hydrogel}. De behandeling gebeurt poliklinisch, zonder opname.',
        preparation:
          'Een consult waarin de arts uw klachten en röntgenfoto’s bekijkt en samen met u kiest welke injectie het best bij u past.',
        followup:
          'U kunt direct na de injectie naar huis. Het effect houdt aan van {cortisone} weken (cortison) tot minstens {hydrogelYears} jaar (polyacrylamidegel). Alleen cortison en hyaluronzuur worden door de Nederlandse zorgverzekering vergoed.',
      },
      en: {
        bodyLocation: 'Hip or knee joint',
        howPerformed:
          'An injection into the joint with cortisone, hyaluronic acid, PRP (platelet-rich plasma), WINT or a {hydrogel} polyacrylamide gel. It is done as an outpatient treatment, without a hospital stay.',
        preparation:
          'A consultation in which the surgeon reviews your symptoms and X-rays and chooses with you the injection that suits you best.',
        followup:
          'You can go home straight after the injection. The effect lasts from {cortisone} weeks (cortisone) to at least {hydrogelYears} years (polyacrylamide gel). Dutch health insurance covers only cortisone and hyaluronic acid.',
      },
      de: {
        bodyLocation: 'Hüft- oder Kniegelenk',
        howPerformed:
          'Eine Injektion ins Gelenk mit Kortison, Hyaluronsäure, PRP (plättchenreichem Plasma), WINT oder einem Polyacrylamid-Gel mit {hydrogel}. Die Behandlung erfolgt ambulant, ohne stationären Aufenthalt.',
        preparation:
          'Ein Beratungsgespräch, in dem der Arzt Ihre Beschwerden und Röntgenbilder beurteilt und mit Ihnen die passende Injektion auswählt.',
        followup:
          'Sie können direkt nach der Injektion nach Hause gehen. Die Wirkung hält von {cortisone} Wochen (Kortison) bis zu mindestens {hydrogelYears} Jahren (Polyacrylamid-Gel) an. Die niederländische Krankenversicherung erstattet nur Kortison und Hyaluronsäure.',
      },
      es: {
        bodyLocation: 'Articulación de la cadera o de la rodilla',
        howPerformed:
          'Una inyección en la articulación con cortisona, ácido hialurónico, PRP (plasma rico en plaquetas), WINT o un gel de poliacrilamida al {hydrogel}. Se realiza de forma ambulatoria, sin ingreso.',
        preparation:
          'Una consulta en la que el cirujano valora sus síntomas y radiografías y elige con usted la infiltración más adecuada.',
        followup:
          'Puede irse a casa justo después de la infiltración. El efecto dura desde {cortisone} semanas (cortisona) hasta al menos {hydrogelYears} años (gel de poliacrilamida). El seguro médico neerlandés solo cubre la cortisona y el ácido hialurónico.',
      },
      ru: {
        bodyLocation: 'Тазобедренный или коленный сустав',
        howPerformed:
          'Инъекция в сустав кортикостероида, гиалуроновой кислоты, PRP (плазмы, обогащённой тромбоцитами), WINT или полиакриламидного геля ({hydrogel}). Процедура проводится амбулаторно, без госпитализации.',
        preparation:
          'Консультация, на которой врач оценивает жалобы и рентгеновские снимки и вместе с вами выбирает подходящую инъекцию.',
        followup:
          'Сразу после инъекции можно идти домой. Эффект сохраняется от {cortisone} недель (кортикостероид) до не менее {hydrogelYears} лет (полиакриламидный гель). Нидерландская медицинская страховка оплачивает только кортикостероид и гиалуроновую кислоту.',
      },
      ar: {
        bodyLocation: 'مفصل الورك أو الركبة',
        howPerformed:
          'حقنة داخل المفصل بالكورتيزون أو حمض الهيالورونيك أو البلازما الغنية بالصفائح الدموية (PRP) أو WINT أو جل البولي أكريلاميد بتركيز {hydrogel}. تُجرى في العيادة الخارجية دون الحاجة إلى الإقامة في المستشفى.',
        preparation: 'استشارة يراجع فيها الطبيب أعراضك وصور الأشعة، ويختار معك الحقنة الأنسب لحالتك.',
        followup:
          'يمكنك العودة إلى المنزل مباشرة بعد الحقن. يستمر المفعول من {cortisone} أسابيع (الكورتيزون) حتى {hydrogelYears} سنوات على الأقل (جل البولي أكريلاميد). لا يغطي التأمين الصحي الهولندي إلا الكورتيزون وحمض الهيالورونيك.',
      },
    },
  },
  hip: {
    schemaType: 'SurgicalProcedure',
    values: {
      duration: FIGURES['operation.duration'],
      scar: FIGURES['operation.scar.hip'],
      stay: FIGURES['operation.hospitalStay'],
      kl: FIGURES['requirements.kellgrenLawrence'],
      walking: FIGURES['requirements.walkingDistance'],
      thrombosis: FIGURES['thrombosis.duration'],
    },
    texts: {
      nl: {
        bodyLocation: 'Heupgewricht',
        howPerformed:
          'Het versleten heupgewricht wordt vervangen door een prothese, via de voorste benadering waarbij geen spieren worden doorgesneden. De operatie duurt ongeveer {duration} minuten, het litteken is ongeveer {scar} cm en u blijft {stay} nacht in het ziekenhuis.',
        preparation:
          'Een consult met röntgenfoto’s. Een prothese komt in aanmerking bij artrose van Kellgren-Lawrence graad {kl}, nachtpijn en een pijnvrije loopafstand van hooguit {walking} meter, en weinig risicofactoren (zoals overgewicht, roken, COPD, hartfalen of diabetes).',
        followup:
          'Vanaf de eerste dag lopen met een rollator, daarna fysiotherapie en controles. Ter voorkoming van trombose krijgt u {thrombosis} weken lang dagelijks een injectie en draagt u steunkousen.',
      },
      en: {
        bodyLocation: 'Hip joint',
        howPerformed:
          'The worn hip joint is replaced by a prosthesis through the anterior approach, which does not cut through muscles. The operation takes about {duration} minutes, the scar is about {scar} cm and you stay {stay} night in hospital.',
        preparation:
          'A consultation with X-rays. A prosthesis is considered for osteoarthritis of Kellgren-Lawrence grade {kl}, night pain and a pain-free walking distance of at most {walking} metres, with few risk factors (such as obesity, smoking, COPD, heart failure or diabetes).',
        followup:
          'Walking with a walker from the first day, then physiotherapy and check-ups. To prevent thrombosis you have a daily injection for {thrombosis} weeks and wear compression stockings.',
      },
      de: {
        bodyLocation: 'Hüftgelenk',
        howPerformed:
          'Das verschlissene Hüftgelenk wird über den vorderen Zugang, bei dem keine Muskeln durchtrennt werden, durch eine Prothese ersetzt. Die Operation dauert etwa {duration} Minuten, die Narbe ist etwa {scar} cm lang und Sie bleiben {stay} Nacht im Krankenhaus.',
        preparation:
          'Ein Beratungsgespräch mit Röntgenbildern. Eine Prothese kommt infrage bei Arthrose vom Kellgren-Lawrence-Grad {kl}, Nachtschmerzen, einer schmerzfreien Gehstrecke von höchstens {walking} Metern und wenigen Risikofaktoren (etwa Übergewicht, Rauchen, COPD, Herzinsuffizienz oder Diabetes).',
        followup:
          'Schon am ersten Tag Gehen mit dem Rollator, danach Physiotherapie und Kontrollen. Zur Thromboseprophylaxe erhalten Sie {thrombosis} Wochen lang täglich eine Spritze und tragen Kompressionsstrümpfe.',
      },
      es: {
        bodyLocation: 'Articulación de la cadera',
        howPerformed:
          'La articulación desgastada se sustituye por una prótesis mediante el abordaje anterior, sin cortar músculos. La operación dura unos {duration} minutos, la cicatriz mide unos {scar} cm y usted pasa {stay} noche en el hospital.',
        preparation:
          'Una consulta con radiografías. La prótesis está indicada en la artrosis de grado {kl} de Kellgren-Lawrence, con dolor nocturno y una distancia de marcha sin dolor de {walking} metros como máximo, y con pocos factores de riesgo (como obesidad, tabaco, EPOC, insuficiencia cardíaca o diabetes).',
        followup:
          'Desde el primer día camina con andador; después, fisioterapia y revisiones. Para prevenir la trombosis recibe una inyección diaria durante {thrombosis} semanas y lleva medias de compresión.',
      },
      ru: {
        bodyLocation: 'Тазобедренный сустав',
        howPerformed:
          'Изношенный тазобедренный сустав заменяют эндопротезом через передний доступ, без пересечения мышц. Операция длится около {duration} минут, шрам — около {scar} см, в больнице вы проводите {stay} ночь.',
        preparation:
          'Консультация с рентгеновскими снимками. Эндопротез показан при артрозе {kl} стадии по Келлгрену — Лоуренсу, ночных болях, расстоянии ходьбы без боли не более {walking} метров и небольшом числе факторов риска (лишний вес, курение, ХОБЛ, сердечная недостаточность, диабет).',
        followup:
          'С первого дня — ходьба с ходунками, затем лечебная физкультура и контрольные осмотры. Для профилактики тромбоза {thrombosis} недель ежедневно делается укол и носятся компрессионные чулки.',
      },
      ar: {
        bodyLocation: 'مفصل الورك',
        howPerformed:
          'يُستبدل مفصل الورك المتآكل بمفصل صناعي عبر المدخل الأمامي دون قطع العضلات. تستغرق العملية نحو {duration} دقيقة، ويبلغ طول الندبة نحو {scar} سم، ومدة الإقامة في المستشفى {stay} ليلة.',
        preparation:
          'استشارة مع صور الأشعة. يُنصح بالمفصل الصناعي عند خشونة المفصل من الدرجة {kl} حسب تصنيف كيلغرين-لورانس، مع ألم ليلي ومسافة مشي دون ألم لا تتجاوز {walking} متر، وقلة عوامل الخطر (مثل السمنة والتدخين والانسداد الرئوي المزمن وقصور القلب والسكري).',
        followup:
          'المشي بالمشّاية منذ اليوم الأول، ثم العلاج الطبيعي والمراجعات. وللوقاية من الجلطات تحصل على حقنة يومية لمدة {thrombosis} أسابيع وترتدي جوارب ضاغطة.',
      },
    },
  },
  knee: {
    schemaType: 'SurgicalProcedure',
    values: {
      duration: FIGURES['operation.duration'],
      scar: FIGURES['operation.scar.knee'],
      stay: FIGURES['operation.hospitalStay'],
      kl: FIGURES['requirements.kellgrenLawrence'],
      flexion: FIGURES['recovery.knee.flexion'],
      thrombosis: FIGURES['thrombosis.duration'],
    },
    texts: {
      nl: {
        bodyLocation: 'Kniegewricht',
        howPerformed:
          'De versleten gewrichtsvlakken van de knie worden vervangen door een prothese: het hele gewricht of, als de artrose beperkt is, alleen één kant (halve knieprothese). De operatie duurt ongeveer {duration} minuten, het litteken is ongeveer {scar} cm en u blijft {stay} nacht in het ziekenhuis.',
        preparation:
          'Een consult met röntgenfoto’s. Een prothese komt in aanmerking bij knieartrose van Kellgren-Lawrence graad {kl}, nachtpijn en een beperkte loopafstand, en weinig risicofactoren (zoals overgewicht, roken, COPD, hartfalen of diabetes).',
        followup:
          'Vanaf de eerste dag lopen met een rollator en oefenen met buigen, zodat de knie na twee weken ongeveer {flexion} graden buigt; daarna fysiotherapie en controles. Ter voorkoming van trombose krijgt u {thrombosis} weken lang dagelijks een injectie en draagt u steunkousen.',
      },
      en: {
        bodyLocation: 'Knee joint',
        howPerformed:
          'The worn joint surfaces of the knee are replaced by a prosthesis: the whole joint or, when the osteoarthritis is limited, only one side (partial knee replacement). The operation takes about {duration} minutes, the scar is about {scar} cm and you stay {stay} night in hospital.',
        preparation:
          'A consultation with X-rays. A prosthesis is considered for knee osteoarthritis of Kellgren-Lawrence grade {kl}, night pain and a limited walking distance, with few risk factors (such as obesity, smoking, COPD, heart failure or diabetes).',
        followup:
          'Walking with a walker and bending exercises from the first day, so that the knee bends to about {flexion} degrees after two weeks; then physiotherapy and check-ups. To prevent thrombosis you have a daily injection for {thrombosis} weeks and wear compression stockings.',
      },
      de: {
        bodyLocation: 'Kniegelenk',
        howPerformed:
          'Die verschlissenen Gelenkflächen des Knies werden durch eine Prothese ersetzt: das ganze Gelenk oder, bei begrenzter Arthrose, nur eine Seite (Teilprothese). Die Operation dauert etwa {duration} Minuten, die Narbe ist etwa {scar} cm lang und Sie bleiben {stay} Nacht im Krankenhaus.',
        preparation:
          'Ein Beratungsgespräch mit Röntgenbildern. Eine Prothese kommt infrage bei Kniearthrose vom Kellgren-Lawrence-Grad {kl}, Nachtschmerzen, eingeschränkter Gehstrecke und wenigen Risikofaktoren (etwa Übergewicht, Rauchen, COPD, Herzinsuffizienz oder Diabetes).',
        followup:
          'Schon am ersten Tag Gehen mit dem Rollator und Beugeübungen, sodass sich das Knie nach zwei Wochen etwa {flexion} Grad beugen lässt; danach Physiotherapie und Kontrollen. Zur Thromboseprophylaxe erhalten Sie {thrombosis} Wochen lang täglich eine Spritze und tragen Kompressionsstrümpfe.',
      },
      es: {
        bodyLocation: 'Articulación de la rodilla',
        howPerformed:
          'Las superficies desgastadas de la rodilla se sustituyen por una prótesis: toda la articulación o, si la artrosis es limitada, solo un compartimento (prótesis parcial). La operación dura unos {duration} minutos, la cicatriz mide unos {scar} cm y usted pasa {stay} noche en el hospital.',
        preparation:
          'Una consulta con radiografías. La prótesis está indicada en la artrosis de rodilla de grado {kl} de Kellgren-Lawrence, con dolor nocturno y una distancia de marcha limitada, y con pocos factores de riesgo (como obesidad, tabaco, EPOC, insuficiencia cardíaca o diabetes).',
        followup:
          'Desde el primer día camina con andador y hace ejercicios de flexión, de modo que a las dos semanas la rodilla se dobla unos {flexion} grados; después, fisioterapia y revisiones. Para prevenir la trombosis recibe una inyección diaria durante {thrombosis} semanas y lleva medias de compresión.',
      },
      ru: {
        bodyLocation: 'Коленный сустав',
        howPerformed:
          'Изношенные суставные поверхности колена заменяют эндопротезом: весь сустав или, если артроз ограничен, только один отдел (одномыщелковый эндопротез). Операция длится около {duration} минут, шрам — около {scar} см, в больнице вы проводите {stay} ночь.',
        preparation:
          'Консультация с рентгеновскими снимками. Эндопротез показан при гонартрозе {kl} стадии по Келлгрену — Лоуренсу, ночных болях и ограниченном расстоянии ходьбы, при небольшом числе факторов риска (лишний вес, курение, ХОБЛ, сердечная недостаточность, диабет).',
        followup:
          'С первого дня — ходьба с ходунками и упражнения на сгибание, чтобы через две недели колено сгибалось примерно на {flexion} градусов; затем лечебная физкультура и контрольные осмотры. Для профилактики тромбоза {thrombosis} недель ежедневно делается укол и носятся компрессионные чулки.',
      },
      ar: {
        bodyLocation: 'مفصل الركبة',
        howPerformed:
          'تُستبدل أسطح مفصل الركبة المتآكلة بمفصل صناعي: المفصل كله، أو جانب واحد فقط عندما تكون الخشونة محدودة (استبدال جزئي). تستغرق العملية نحو {duration} دقيقة، ويبلغ طول الندبة نحو {scar} سم، ومدة الإقامة في المستشفى {stay} ليلة.',
        preparation:
          'استشارة مع صور الأشعة. يُنصح بالمفصل الصناعي عند خشونة الركبة من الدرجة {kl} حسب تصنيف كيلغرين-لورانس، مع ألم ليلي وقصر مسافة المشي، وقلة عوامل الخطر (مثل السمنة والتدخين والانسداد الرئوي المزمن وقصور القلب والسكري).',
        followup:
          'المشي بالمشّاية وتمارين الثني منذ اليوم الأول، لتنثني الركبة نحو {flexion} درجة بعد أسبوعين، ثم العلاج الطبيعي والمراجعات. وللوقاية من الجلطات تحصل على حقنة يومية لمدة {thrombosis} أسابيع وترتدي جوارب ضاغطة.',
      },
    },
  },
  revision: {
    schemaType: 'SurgicalProcedure',
    values: {
      duration: FIGURES['revision.duration'],
      stay: FIGURES['revision.hospitalStay'],
      early: FIGURES['infection.earlyWithin'],
      cultures: FIGURES['revision.twoStage.cultures'],
    },
    texts: {
      nl: {
        bodyLocation: 'Heup- of kniegewricht',
        howPerformed:
          'Een instabiele, versleten, losgeraakte of geïnfecteerde prothese wordt geheel of gedeeltelijk vervangen, in één of in twee fasen. Bij een tweefasenrevisie wordt de nieuwe prothese pas geplaatst na de kweekuitslagen ({cultures} weken). De operatie duurt {duration} uur; u gaat binnen {stay} dagen naar huis.',
        preparation:
          'Onderzoek naar de oorzaak van de klachten met röntgenfoto’s, bloedonderzoek en zo nodig een punctie van het gewricht. Een infectie binnen {early} maanden na de operatie heet vroeg, daarna laat; dat bepaalt de aanpak.',
        followup:
          'Revalidatie met fysiotherapie, trombosepreventie en regelmatige controles; na een infectie ook een behandeling met antibiotica. Het doel is een stabiel, pijnvrij gewricht.',
      },
      en: {
        bodyLocation: 'Hip or knee joint',
        howPerformed:
          'An unstable, worn, loose or infected prosthesis is replaced in whole or in part, in one or two stages. In a two-stage revision the new prosthesis is placed only after the culture results ({cultures} weeks). The operation takes {duration} hours; you go home within {stay} days.',
        preparation:
          'Tests to find the cause of the problem: X-rays, blood tests and, if needed, a sample of joint fluid. An infection within {early} months of the operation is called early, later ones late; this decides the approach.',
        followup:
          'Rehabilitation with physiotherapy, thrombosis prevention and regular check-ups; after an infection also a course of antibiotics. The goal is a stable, pain-free joint.',
      },
      de: {
        bodyLocation: 'Hüft- oder Kniegelenk',
        howPerformed:
          'Eine instabile, verschlissene, gelockerte oder infizierte Prothese wird ganz oder teilweise ersetzt, ein- oder zweizeitig. Beim zweizeitigen Wechsel wird die neue Prothese erst nach den Kulturergebnissen ({cultures} Wochen) eingesetzt. Die Operation dauert {duration} Stunden; Sie gehen innerhalb von {stay} Tagen nach Hause.',
        preparation:
          'Untersuchungen zur Ursache der Beschwerden: Röntgenbilder, Blutuntersuchung und bei Bedarf eine Gelenkpunktion. Eine Infektion innerhalb von {early} Monaten nach der Operation gilt als früh, danach als spät; davon hängt das Vorgehen ab.',
        followup:
          'Rehabilitation mit Physiotherapie, Thromboseprophylaxe und regelmäßigen Kontrollen; nach einer Infektion zusätzlich eine Antibiotikatherapie. Ziel ist ein stabiles, schmerzfreies Gelenk.',
      },
      es: {
        bodyLocation: 'Articulación de la cadera o de la rodilla',
        howPerformed:
          'Una prótesis inestable, desgastada, aflojada o infectada se sustituye total o parcialmente, en uno o en dos tiempos. En la revisión en dos tiempos la nueva prótesis se coloca tras los resultados de los cultivos ({cultures} semanas). La operación dura {duration} horas; usted vuelve a casa en un plazo de {stay} días.',
        preparation:
          'Pruebas para conocer la causa del problema: radiografías, análisis de sangre y, si hace falta, una punción de la articulación. Una infección en los {early} meses siguientes a la operación se considera precoz, y después tardía; de ello depende el tratamiento.',
        followup:
          'Rehabilitación con fisioterapia, prevención de la trombosis y revisiones periódicas; tras una infección, además, tratamiento antibiótico. El objetivo es una articulación estable y sin dolor.',
      },
      ru: {
        bodyLocation: 'Тазобедренный или коленный сустав',
        howPerformed:
          'Нестабильный, изношенный, расшатавшийся или инфицированный эндопротез заменяют полностью или частично, в один или два этапа. При двухэтапной ревизии новый эндопротез устанавливают только после результатов посевов ({cultures} недели). Операция длится {duration} часа; выписка — в течение {stay} дней.',
        preparation:
          'Обследование для выяснения причины: рентгеновские снимки, анализ крови и при необходимости пункция сустава. Инфекция в течение {early} месяцев после операции считается ранней, позже — поздней; от этого зависит тактика лечения.',
        followup:
          'Реабилитация с лечебной физкультурой, профилактика тромбоза и регулярные осмотры; после инфекции — также курс антибиотиков. Цель — стабильный сустав без боли.',
      },
      ar: {
        bodyLocation: 'مفصل الورك أو الركبة',
        howPerformed:
          'يُستبدل المفصل الصناعي غير المستقر أو المتآكل أو المتخلخل أو الملتهب كليًا أو جزئيًا، على مرحلة واحدة أو مرحلتين. في المراجعة على مرحلتين لا يُركَّب المفصل الجديد إلا بعد نتائج المزارع (نحو {cultures} أسبوع). تستغرق العملية {duration} ساعات، وتغادر المستشفى خلال {stay} أيام.',
        preparation:
          'فحوص لمعرفة سبب المشكلة: صور الأشعة وتحاليل الدم، وعند الحاجة سحب عينة من سائل المفصل. تُعد العدوى مبكرة إذا ظهرت خلال {early} أشهر من العملية ومتأخرة بعد ذلك، وعلى ذلك تُبنى خطة العلاج.',
        followup:
          'إعادة تأهيل بالعلاج الطبيعي، والوقاية من الجلطات، ومراجعات منتظمة، وبعد العدوى علاج بالمضادات الحيوية أيضًا. الهدف مفصل مستقر وخالٍ من الألم.',
      },
    },
  },
};

/**
 * A figure's value formatted for a locale: a number, a range, or a
 * percentage. The same formatter as the pages' figures (Latin digits in
 * every locale), so structured data and page agree.
 */
export function formatFigure(figure: Figure, locale: string): string {
  return formatNumeric(locale, figure);
}

/** Fills `{placeholder}`s with formatted figures; an unknown placeholder is an error. */
export function fillFigures(text: string, values: Record<string, Figure>, locale: string): string {
  return text.replace(/\{(\w+)\}/g, (_, key: string) => {
    const figure = values[key];
    if (!figure) throw new Error(`Unknown placeholder {${key}} in procedure text`);
    return formatFigure(figure, locale);
  });
}

/** The texts of a procedure in a locale, figures filled in. */
export function procedureText(id: TreatmentId, locale: Locale): ProcedureText {
  const info = PROCEDURES[id];
  const t = info.texts[locale];
  const fill = (s: string) => fillFigures(s, info.values, locale);
  return {
    name: PROCEDURE_NAMES[id][locale],
    bodyLocation: fill(t.bodyLocation),
    howPerformed: fill(t.howPerformed),
    preparation: fill(t.preparation),
    followup: fill(t.followup),
  };
}
