import type { SiteCopy } from './site-copy';

export const ro: SiteCopy = {
  locale: 'ro',
  links: {
    startFree: 'Începe gratuit',
    seePricing: 'Vezi prețurile',
    exploreFeatures: 'Vezi toate funcționalitățile',
    allPlatforms: 'Vezi toate platformele',
    howItWorks: 'Cum funcționează conectarea',
    contactSupport: 'Contactează suportul',
    learnMore: 'Află mai multe',
  },
  home: {
    title: 'Acasă',
    metaTitle: 'Cadence · Programare, aprobare și publicare pe rețelele sociale',
    metaDescription:
      'Planifică, scrie, aprobă și publică pe Instagram, Facebook, TikTok, X, LinkedIn, YouTube și altele dintr-un singur spațiu de lucru. Planuri de la 25 $/lună.',
    hero: {
      eyebrow: 'Gestionarea rețelelor sociale pentru echipe care livrează',
      title: 'Fiecare postare, pe fiecare rețea, exact la timp.',
      subtitle:
        'Cadence adună programarea, verificările pentru fiecare rețea, aprobările și o bibliotecă media comună într-un singur spațiu, ca marketerii, agențiile și brandurile să publice cu încredere în loc să jongleze cu file.',
      note: 'De la 25 $/lună · Fără card bancar · Fără contracte',
    },
    highlights: {
      eyebrow: 'De ce aleg echipele Cadence',
      title: 'Construit pentru felul în care lucrează cu adevărat echipele de social media',
      subtitle: 'Tot ce îți trebuie ca să planifici, să aprobi și să publici, fără aglomerație.',
      items: {
        userFriendly: { title: 'Ușor de folosit', body: 'O interfață clară, pe care toată echipa o înțelege din prima zi. Fără cursuri, fără manuale.' },
        dashboard: { title: 'Un singur panou', body: 'Toate conturile, postările și rezultatele pe un singur ecran, ca să știi mereu ce urmează.' },
        quality: { title: 'Calitate garantată', body: 'Previzualizările pentru fiecare rețea și pașii de aprobare prind greșelile înaintea publicului.' },
        secure: { title: 'Sigur prin design', body: 'Tokenuri criptate ale rețelelor, permisiuni pe roluri și aprobare înainte ca ceva să plece.' },
        payments: { title: 'Mai multe metode de plată', body: 'Plătește cu principalele carduri sau prin PayPal, lunar sau anual, cum îi convine departamentului financiar.' },
        tracking: { title: 'Urmărirea proiectelor', body: 'Urmărește fiecare postare de la ciornă la publicare, cu autorul, starea și rezultatul ei pe fiecare rețea.' },
        composer: { title: 'Un editor, toate rețelele', body: 'Scrie o dată sau pornește de la o ciornă AI, adaptează textul și media pentru fiecare cont și vezi ce acceptă fiecare rețea înainte de a programa.' },
        pricing: { title: 'Prețuri flexibile', body: 'Începe cu puțin și crește. Schimbă planul sau anulează oricând; fără contracte.' },
        groups: { title: 'Manager de grupuri', body: 'Grupează conturile și publică pentru un întreg brand sau o regiune dintr-un singur pas.' },
      },
    },
    networks: {
      title: 'Publică acolo unde este publicul tău',
      subtitle: 'Conectează-ți conturile o singură dată și ajungi pe toate rețelele din același editor.',
    },
    testimonials: {
      title: 'Apreciat de specialiști în marketing și agenții',
      subtitle: 'Echipe de toate mărimile își conduc calendarul social cu Cadence.',
    },
    faq: {
      title: 'Întrebări frecvente',
      subtitle: 'Tot ce vrei să știi înainte să începi.',
    },
    cta: {
      title: 'Postările pentru luna viitoare, planificate în după-amiaza asta',
      body: 'Creează-ți spațiul de lucru în două minute. Fără card bancar, fără contracte.',
    },
  },
  pricing: {
    title: 'Prețuri',
    metaTitle: 'Prețuri · Cadence',
    metaDescription: 'Planuri simple pentru creatori, echipe, agenții și companii. Plătește lunar sau economisește 16% anual. Fără contracte; anulezi oricând.',
    hero: {
      eyebrow: 'Prețuri',
      title: 'Planuri care cresc odată cu publicul tău',
      subtitle: 'Alege planul potrivit azi și schimbă-l oricând. Fiecare plan include programarea, compozitorul AI, biblioteca media și grupurile de conturi.',
    },
    plans: {
      title: 'Alege-ți planul',
      subtitle: 'Prețurile nu includ TVA acolo unde se aplică. Treci la facturarea anuală și economisești 16%.',
    },
    nonprofit: {
      title: 'ONG? Te ajutăm.',
      body: 'ONG-urile înregistrate primesc 20% reducere la planurile lunare sau 25% la cele anuale. O reducere pe cont; echipa noastră îți verifică statutul și o aplică pentru tine.',
    },
    faq: { title: 'Întrebări despre planuri și facturare', subtitle: 'Răspunsuri clare despre plăți, schimbări și reduceri.' },
    cta: { title: 'Încă te gândești?', body: 'Începe cu orice plan și schimbă-l mai târziu. Planul rămâne activ până la sfârșitul fiecărui ciclu de facturare.' },
  },
  features: {
    title: 'Funcționalități',
    metaTitle: 'Funcționalități · Cadence',
    metaDescription: 'Programare, aprobări, echipe, grupuri de conturi, bibliotecă media și rezultatul fiecărei postări, într-un singur spațiu de lucru.',
    hero: {
      eyebrow: 'Funcționalități',
      title: 'Un singur spațiu pentru toată activitatea ta de social media',
      subtitle: 'De la prima ciornă la postarea publicată, Cadence acoperă fiecare pas al publicării pe rețelele sociale.',
    },
    grid: { title: 'Descoperă ce poate face Cadence', subtitle: 'Fiecare funcționalitate merge singură, iar împreună merg și mai bine.' },
    cta: { title: 'Încearcă cu propriile conturi', body: 'Conectează o rețea și programează prima postare în câteva minute.' },
  },
  feature: {
    analytics: {
      name: 'Rezultate',
      summary: 'Vezi cum a mers fiecare postare pe fiecare rețea: publicată, cu linkul ei, sau refuzată, cu motivul rețelei.',
      metaDescription: 'Urmărește fiecare postare până la capăt: starea ei, rezultatul pe fiecare rețea și o notificare când e publicată sau eșuează.',
      hero: {
        eyebrow: 'Rezultate',
        title: 'Află cum a mers fiecare postare',
        subtitle: 'Cadence urmărește fiecare postare până la fiecare cont vizat și îți spune ce s-a întâmplat, rețea cu rețea.',
      },
      points: [
        {
          title: 'Un rezultat pentru fiecare cont',
          body: 'O postare către cinci conturi are cinci rezultate. Fiecare spune dacă a fost publicată, cu linkul către postare, sau de ce a refuzat-o rețeaua.',
          bullets: ['Publicată, eșuată sau încă de trimis, pe fiecare cont', 'Mesajul rețelei când refuză', 'Postările publicate parțial, marcate separat'],
        },
        {
          title: 'Cifrele fiecărei rețele',
          body: 'De la planul Scale, Cadence citește statisticile fiecărei rețele pentru postările și conturile tale: vizualizări sau afișări, acoperire, interacțiuni și urmăritori, comparate cu perioada anterioară, cu cele mai bune momente de postare deduse din propriile rezultate.',
          bullets: ['O pagină pentru fiecare rețea, cu tabel și export CSV pentru fiecare grafic', 'O cifră pe care rețeaua nu o oferă apare ca lipsă, niciodată ca zero', 'Istoric păstrat dincolo de fereastra fiecărei rețele'],
        },
      ],
      steps: {
        title: 'De la programare la rezultat în trei pași',
        items: [
          { title: 'Programează', body: 'Alege conturile și ora.' },
          { title: 'Publică', body: 'Cadence publică pe fiecare rețea și reîncearcă atunci când una e lentă.' },
          { title: 'Verifică', body: 'Deschide postarea ca să vezi rezultatul și linkul fiecărui cont.' },
        ],
      },
    },
    scheduling: {
      name: 'Programare',
      summary: 'Planifică cu săptămâni înainte într-un singur calendar și lasă Cadence să publice la timp, de fiecare dată.',
      metaDescription: 'Programează postări pe toate rețelele dintr-un singur calendar, cu verificări pentru fiecare rețea înainte de trimitere.',
      hero: {
        eyebrow: 'Programare',
        title: 'Planifici o dată, publici peste tot',
        subtitle: 'Un singur calendar pentru toate conturile, cu previzualizări pentru fiecare rețea și publicare care nu ratează niciun interval.',
      },
      points: [
        {
          title: 'Un calendar comun pentru toată echipa',
          body: 'Vezi postările tuturor conturilor pe săptămână sau pe lună, observă golurile dintr-o privire și păstrează echilibrul între rețele.',
          bullets: ['Vedere pe săptămână și pe lună', 'Ciorne, programate și publicate în același loc', 'Fusurile orare gestionate pentru tine'],
        },
        {
          title: 'Verificat înainte de trimitere',
          body: 'Regulile fiecărei rețele (lungime, media, formate) sunt verificate pe măsură ce scrii, așa că o postare se corectează înainte de programare, nu după ce eșuează.',
          bullets: ['Verificări pe rețea înainte de publicare', 'Reîncercări automate dacă o rețea e lentă', 'Limita zilnică a planului tău, pe utilizator'],
        },
      ],
      steps: {
        title: 'Cum funcționează programarea',
        items: [
          { title: 'Scrie', body: 'Scrie o dată și adaptează textul și media pentru fiecare rețea.' },
          { title: 'Alege ora', body: 'Alege data și ora în fusul tău orar.' },
          { title: 'Relaxează-te', body: 'Cadence publică la timp și te anunță imediat ce postarea e publicată.' },
        ],
      },
    },
    engagement: {
      name: 'Interacțiune',
      summary: 'Fii acolo când publicul tău este, cu postări potrivite fiecărei rețele și publicate la timp.',
      metaDescription: 'Păstrează-ți publicul implicat cu postări regulate, la momentul potrivit și adaptate regulilor fiecărei rețele.',
      hero: {
        eyebrow: 'Interacțiune',
        title: 'Fii prezent pentru publicul tău, în fiecare zi',
        subtitle: 'Postează când publicul te ascultă, în formatul pe care fiecare rețea îl face cel mai bine, fără să stai treaz ca să apeși „publică”.',
      },
      points: [
        {
          title: 'Postări potrivite fiecărei rețele',
          body: 'Scrie o dată, apoi ajustează textul, media și setările pentru fiecare cont: Stories și Reels pe Instagram, fire pe X, confidențialitate pe TikTok, titluri pe YouTube și altele.',
          bullets: ['Ajustări pe fiecare cont', 'Un prim comentariu acolo unde rețeaua îl are', 'Verificări după limitele fiecărei rețele', 'O extensie de browser care trimite orice pagină în compozitor'],
        },
        {
          title: 'Live peste tot deodată',
          body: 'Transmiți o singură dată din OBS sau din orice encoder, iar Cadence retransmite fluxul către YouTube, Facebook, Instagram, TikTok și orice server RTMP în același timp. Fiecare destinație își arată starea și se reconectează singură; dacă legătura ta cade o clipă, spectatorii văd un ecran de așteptare în loc de sfârșitul transmisiunii.',
          bullets: ['O cheie de transmisie privată pentru fiecare spațiu de lucru', 'O verificare a setărilor fiecărei destinații înainte de a începe', 'O înregistrare de descărcat sau de retransmis mai târziu'],
        },
      ],
      steps: {
        title: 'Păstrează-ți publicul implicat în trei pași',
        items: [
          { title: 'Planifică', body: 'Decide ce spui săptămâna aceasta și unde.' },
          { title: 'Creează', body: 'Scrie o dată și adaptează pentru fiecare rețea.' },
          { title: 'Publică', body: 'Programează și lasă Cadence să posteze la timp.' },
        ],
      },
    },
    teamCollaboration: {
      name: 'Lucru în echipă',
      summary: 'Roluri, revizuiri și aprobări, ca nimic să nu fie publicat fără acordul potrivit.',
      metaDescription: 'Colaborează pe rețelele sociale cu echipe, roluri și fluxuri de aprobare. Disponibil de la planul Traction.',
      hero: {
        eyebrow: 'Lucru în echipă',
        title: 'Lucrați împreună fără să vă încurcați',
        subtitle: 'Invită-ți echipa și clienții, dă fiecăruia accesul potrivit și aprobă postările înainte de publicare.',
      },
      points: [
        {
          title: 'Aprobări integrate în flux',
          body: 'Contribuitorii trimit, recenzenții aprobă sau retrimit cu o notă. Fiecare postare își arată autorul și starea.',
          bullets: ['Stările aprobat și neaprobat', 'O notă când o postare e trimisă înapoi', 'Notificări la fiecare pas'],
        },
        {
          title: 'Echipe și roluri potrivite organizației tale',
          body: 'Creează echipe pe brand, client sau regiune și decide exact cine poate scrie, aproba sau publica.',
          bullets: ['Echipe cu limită de membri', 'Invitații pe e-mail', 'Roluri: proprietar, admin, editor, contribuitor, cititor'],
        },
      ],
      steps: {
        title: 'Echipa ta, gata în câteva minute',
        items: [
          { title: 'Invită', body: 'Trimite invitații colegilor și clienților.' },
          { title: 'Atribuie', body: 'Dă fiecărei persoane un rol și pune-o în echipe.' },
          { title: 'Aprobă', body: 'Revizuiți ciornele împreună și publicați cu încredere.' },
        ],
      },
    },
    automation: {
      name: 'Automatizare',
      summary: 'Lasă Cadence să se ocupe de munca repetitivă: ciorne AI, reîncercări, grupuri și notificări.',
      metaDescription: 'Automatizează publicarea pe rețelele sociale cu ciorne AI, reîncercări automate, grupuri de conturi și notificări.',
      hero: {
        eyebrow: 'Automatizare',
        title: 'Folosește-ți timpul pentru idei, nu pentru copy-paste',
        subtitle: 'Cadence se ocupă de pașii repetitivi ai publicării, ca echipa ta să se concentreze pe partea creativă.',
      },
      points: [
        {
          title: 'Publicare pe pilot automat',
          body: 'Cozile, reîncercările și formatarea pe rețele rulează în fundal. Dacă o rețea e indisponibilă, Cadence încearcă din nou și îți spune cum a mers.',
          bullets: ['Cozi cu intervale săptămânale pentru fiecare cont', 'Programare în masă dintr-un fișier CSV', 'Reîncercări automate și notificări când postările apar sau eșuează'],
        },
        {
          title: 'O primă variantă în câteva secunde',
          body: 'Compozitorul AI transformă un subiect sau un link în postări pentru fiecare rețea, deja în limitele fiecăreia și împărțite în fire unde e nevoie, cu vocea brandului tău. Le editezi și le programezi tu: nimic nu pleacă fără un om.',
          bullets: ['Propriul tău endpoint compatibil OpenAI sau cel al platformei', 'Șabloane de prompturi și hashtaguri în trend', 'Rescrie, scurtează, traduce și sugerează hashtaguri în editor'],
        },
      ],
      steps: {
        title: 'Automatizează în trei pași',
        items: [
          { title: 'Stabilește intervalele', body: 'Dă fiecărui cont orele de publicare din săptămână.' },
          { title: 'Umple coada', body: 'Adaugă postări din editor cu descrierile și grupurile de hashtaguri salvate sau importă un fișier CSV întreg.' },
          { title: 'Publică', body: 'Fiecare cont publică la următorul interval liber, cu filigranul brandului tău pe imagini și videoclipuri.' },
        ],
      },
    },
    campaignManagement: {
      name: 'Gestionarea campaniilor',
      summary: 'Derulează lansări și promoții pe toate rețelele cu un plan clar și un rezultat pentru fiecare postare.',
      metaDescription: 'Planifică și derulează campanii pe rețelele sociale cu un calendar comun, aprobări și un rezultat pentru fiecare postare.',
      hero: {
        eyebrow: 'Gestionarea campaniilor',
        title: 'Campanii care ajung peste tot deodată',
        subtitle: 'Planifică fiecare postare a unei campanii, coordonează echipa și vezi cum a mers fiecare, într-un singur loc.',
      },
      points: [
        {
          title: 'Un singur plan pentru toate canalele',
          body: 'Vezi postările unei campanii pe toate rețelele într-un singur calendar și păstrează mesajul consecvent de la teaser la încheiere.',
          bullets: ['Un calendar comun', 'Bibliotecă media comună', 'Grupuri de conturi pentru lansări'],
        },
        {
          title: 'Fiecare postare urmărită',
          body: 'Urmărește fiecare postare de la ciornă la publicare și vezi, rețea cu rețea, unde a apărut și unde nu.',
          bullets: ['O stare pentru fiecare postare', 'Un rezultat pe cont, cu linkul lui', 'Notificări când postările apar sau eșuează'],
        },
      ],
      steps: {
        title: 'O campanie în trei pași',
        items: [
          { title: 'Planifică', body: 'Stabilește postările, rețelele și datele campaniei.' },
          { title: 'Produce', body: 'Scrie postările și obține aprobarea echipei.' },
          { title: 'Lansează', body: 'Programează totul și urmărește fiecare postare când apare.' },
        ],
      },
    },
  },
  platforms: {
    title: 'Platforme',
    metaTitle: 'Platforme acceptate · Cadence',
    metaDescription: 'Publică pe Instagram, Facebook, Threads, TikTok, LinkedIn, WordPress, X și YouTube, plus Bluesky și Pinterest, dintr-un singur spațiu.',
    hero: {
      eyebrow: 'Platforme',
      title: 'Toate rețelele pe care le folosește publicul tău',
      subtitle: 'Conectează-ți conturile o singură dată și publică peste tot din același editor și calendar.',
    },
    grid: { title: 'Alege o platformă', subtitle: 'Vezi ce poate publica Cadence pe fiecare rețea.' },
    networks: { title: 'Și altele', subtitle: 'Bluesky, Pinterest și Threads sunt și ele acceptate.' },
    cta: { title: 'Conectează primul cont', body: 'Durează mai puțin de un minut și îl poți deconecta oricând.' },
  },
  platform: {
    instagram: {
      name: 'Instagram',
      summary: 'Fotografii, clipuri, Stories și carusele pe conturi profesionale.',
      metaDescription: 'Programează fotografii, clipuri, Stories și carusele Instagram pe conturi profesionale cu Cadence.',
      hero: {
        eyebrow: 'Instagram',
        title: 'Programează postări, Stories și carusele pe Instagram',
        subtitle: 'Planifică-ți grila, pregătește Stories și publică automat pe contul tău profesional.',
      },
      publish: {
        title: 'Ce poți publica',
        body: 'Cadence publică pe conturi Instagram profesionale (business și creator). Mesajele directe nu sunt gestionate în Cadence.',
        bullets: ['Fotografii și carusele', 'Clipuri și Reels', 'Stories', 'Primul comentariu cu hashtaguri'],
      },
      capabilities: {
        title: 'Făcut pentru Instagram',
        items: [
          { title: 'Planifică-ți grila', body: 'Vezi postările care urmează în calendar.' },
          { title: 'Formate verificate', body: 'Proporțiile fotografiilor, mărimea caruselurilor și durata videoclipurilor sunt verificate înainte de publicare.' },
          { title: 'Fiecare rezultat', body: 'Vezi dacă fiecare postare a apărut, cu linkul ei.' },
        ],
      },
    },
    facebook: {
      name: 'Facebook',
      summary: 'Postări, linkuri, fotografii și clipuri pe paginile tale de Facebook.',
      metaDescription: 'Programează postări, linkuri, fotografii și videoclipuri pe paginile Facebook cu Cadence.',
      hero: {
        eyebrow: 'Facebook',
        title: 'Pagini de Facebook active, fără efort',
        subtitle: 'Programează postări pe fiecare pagină pe care o administrezi, dintr-un singur calendar.',
      },
      publish: {
        title: 'Ce poți publica',
        body: 'Conectează paginile de Facebook pe care le gestionezi și publică pe fiecare, sau pe un întreg grup de pagini deodată.',
        bullets: ['Postări text și linkuri', 'Fotografii', 'Videoclipuri', 'Grupuri de pagini'],
      },
      capabilities: {
        title: 'Făcut pentru Facebook',
        items: [
          { title: 'Multe pagini, un calendar', body: 'Gestionează fiecare pagină a fiecărui brand din același loc.' },
          { title: 'Previzualizări de linkuri', body: 'Adaugă un link afișat ca un card de previzualizare la postările text.' },
          { title: 'Fiecare rezultat', body: 'Vezi pentru fiecare pagină dacă o postare a apărut, cu linkul ei.' },
        ],
      },
    },
    tiktok: {
      name: 'TikTok',
      summary: 'Clipuri scurte programate și publicate pe TikTok.',
      metaDescription: 'Programează videoclipuri TikTok și planifică-ți calendarul de conținut cu Cadence.',
      hero: {
        eyebrow: 'TikTok',
        title: 'Postează pe TikTok într-un ritm care funcționează',
        subtitle: 'Încarcă videoclipurile, scrie descrierile și lasă Cadence să publice la ora aleasă.',
      },
      publish: {
        title: 'Ce poți publica',
        body: 'Publică clipuri cu descrieri și hashtaguri pe contul tău TikTok, verificate după regulile TikTok înainte de trimitere.',
        bullets: ['Videoclipuri cu descrieri', 'Hashtaguri și mențiuni', 'Setări de confidențialitate și comentarii', 'Verificate după regulile TikTok'],
      },
      capabilities: {
        title: 'Făcut pentru TikTok',
        items: [
          { title: 'Planifică lansările', body: 'Păstrează un ritm constant de clipuri în calendar.' },
          { title: 'Setări pentru fiecare videoclip', body: 'Alege nivelul de confidențialitate și setările de comentarii cerute de TikTok.' },
          { title: 'Fiecare rezultat', body: 'Vezi dacă fiecare videoclip a apărut sau motivul dat de TikTok.' },
        ],
      },
    },
    linkedin: {
      name: 'LinkedIn',
      summary: 'Postări pe profiluri personale și pagini de companie.',
      metaDescription: 'Programează postări LinkedIn pe profiluri și pagini de companie, cu aprobări în echipă, în Cadence.',
      hero: {
        eyebrow: 'LinkedIn',
        title: 'Fii prezent constant pe LinkedIn',
        subtitle: 'Programează într-un singur loc postările de expertiză ale oamenilor tăi și noutățile paginii de companie.',
      },
      publish: {
        title: 'Ce poți publica',
        body: 'Conectează profiluri personale și pagini de companie și publică text, imagini și videoclipuri.',
        bullets: ['Postări text', 'Imagini și clipuri', 'Postări pe paginile de companie', 'Aprobare înainte de publicare'],
      },
      capabilities: {
        title: 'Făcut pentru LinkedIn',
        items: [
          { title: 'Calendar profesional', body: 'Planifică-ți ritmul săptămânal de postări.' },
          { title: 'Aprobat înainte de postare', body: 'Postarea unui contribuitor așteaptă aprobarea unui editor.' },
          { title: 'Fiecare rezultat', body: 'Vezi pentru fiecare profil sau pagină dacă o postare a apărut, cu linkul ei.' },
        ],
      },
    },
    wordpress: {
      name: 'WordPress',
      summary: 'Articole pe WordPress.com și pe site-uri WordPress găzduite de tine.',
      metaDescription: 'Publică și programează articole pe WordPress.com și pe site-uri WordPress găzduite de tine cu Cadence.',
      hero: {
        eyebrow: 'WordPress',
        title: 'Blogul tău în același calendar cu rețelele sociale',
        subtitle: 'Programează articole pe WordPress.com sau pe propriul site WordPress, alături de postările sociale.',
      },
      publish: {
        title: 'Ce poți publica',
        body: 'Conectează un site WordPress.com sau un site WordPress găzduit de tine cu o parolă de aplicație și publică articole cu imaginea reprezentativă.',
        bullets: ['Articole cu imagine reprezentativă', 'Publicare programată', 'Site-uri WordPress.com și găzduite de tine', 'Ciorne pentru revizuire'],
      },
      capabilities: {
        title: 'Făcut pentru WordPress',
        items: [
          { title: 'Un singur calendar editorial', body: 'Vezi articolele și postările sociale împreună.' },
          { title: 'Stare și imagine', body: 'Publică, păstrează ca ciornă sau programează fiecare articol, cu imaginea lui reprezentativă.' },
          { title: 'Fiecare rezultat', body: 'Vezi dacă fiecare articol a fost publicat, cu linkul lui.' },
        ],
      },
    },
    twitter: {
      name: 'X (Twitter)',
      summary: 'Postări și fire pe X, la timp.',
      metaDescription: 'Programează postări și fire pe X (Twitter) cu Cadence.',
      hero: {
        eyebrow: 'X (Twitter)',
        title: 'Rămâi în conversație pe X',
        subtitle: 'Programează postări și fire și păstrează-ți contul activ zi și noapte.',
      },
      publish: {
        title: 'Ce poți publica',
        body: 'Publică postări text, imagini și clipuri pe X, cu numărul de caractere verificat înainte de trimitere.',
        bullets: ['Postări și fire', 'Imagini și videoclipuri', 'Verificarea numărului de caractere', 'Un prim comentariu ca răspuns'],
      },
      capabilities: {
        title: 'Făcut pentru X',
        items: [
          { title: 'Mereu prezent', body: 'Păstrează un flux constant de postări programate.' },
          { title: 'Scurt și la obiect', body: 'Numărul de caractere e verificat pe măsură ce scrii, cu tot cu linkuri.' },
          { title: 'Fiecare rezultat', body: 'Vezi dacă fiecare postare a apărut, cu linkul ei.' },
        ],
      },
    },
    youtube: {
      name: 'YouTube',
      summary: 'Videoclipuri încărcate și programate pe canalul tău.',
      metaDescription: 'Încarcă și programează videoclipuri YouTube cu Cadence.',
      hero: {
        eyebrow: 'YouTube',
        title: 'Programează-ți videoclipurile YouTube',
        subtitle: 'Încarcă videoclipurile cu titlurile și descrierile pregătite și publică-le după planul tău.',
      },
      publish: {
        title: 'Ce poți publica',
        body: 'Încarcă videoclipuri pe canal cu titlu, descriere, etichete și vizibilitate și programează-le.',
        bullets: ['Încărcare de videoclipuri', 'Titluri, descrieri și etichete', 'Public, nelistat sau privat', 'Publicare programată'],
      },
      capabilities: {
        title: 'Făcut pentru YouTube',
        items: [
          { title: 'Planul de lansări', body: 'Vezi clipurile care urmează în calendar.' },
          { title: 'Verificat înainte de încărcare', body: 'Lungimea titlului, a descrierii și a etichetelor e verificată pe măsură ce scrii.' },
          { title: 'Fiecare rezultat', body: 'Vezi dacă fiecare videoclip a fost publicat, cu linkul lui.' },
        ],
      },
    },
  },
  platformDetail: {
    title: 'Cum funcționează conectarea',
    metaTitle: 'Cum funcționează conectarea platformelor · Cadence',
    metaDescription: 'Conectează conturile sociale la Cadence în siguranță, în trei pași. Tokenurile sunt criptate și te poți deconecta oricând.',
    hero: {
      eyebrow: 'Conectarea platformelor',
      title: 'Conectează-ți conturile în siguranță, într-un minut',
      subtitle: 'Cadence folosește autentificarea oficială a fiecărei rețele, așa că nu îți vedem niciodată parolele.',
    },
    steps: {
      title: 'Trei pași până la prima postare',
      subtitle: 'Fără configurări tehnice.',
      items: [
        { title: 'Alege o rețea', body: 'Deschide Gestionează platformele din panou și alege rețeaua pe care vrei s-o conectezi.' },
        { title: 'Autentifică-te la rețea', body: 'Aprobă accesul pe pagina rețelei; Cadence primește un token securizat, niciodată parola ta.' },
        { title: 'Începe să publici', body: 'Contul apare în editor și în calendar, gata pentru prima postare.' },
      ],
    },
    security: {
      title: 'Conturile tale rămân ale tale',
      body: 'Tokenurile de acces sunt criptate la stocare și folosite doar ca să publice ce programezi.',
      bullets: ['Tokenuri criptate', 'Deconectare oricând', 'Permisiuni pentru fiecare membru al echipei', 'Nicio parolă stocată'],
    },
    networks: { title: 'Rețele pe care le poți conecta', subtitle: 'Adăugăm periodic rețele noi.' },
    cta: { title: 'Gata de conectare?', body: 'Creează-ți spațiul de lucru și leagă primul cont în câteva minute.' },
  },
  closing: {
    title: 'Încearcă cu propriile conturi',
    body: 'Începe gratuit în două minute. Fără card bancar, fără contracte, anulezi oricând.',
  },
  legal: {
    updated: '2026-01-15',
    terms: {
      title: 'Termeni și condiții',
      metaDescription: 'Termenii care guvernează utilizarea Cadence, serviciul de gestionare a rețelelor sociale.',
      intro: 'Acești termeni formează acordul dintre tine și Cadence atunci când îți creezi un cont sau folosești serviciul. Te rugăm să îi citești cu atenție.',
      sections: [
        {
          heading: '1. Serviciul',
          paragraphs: [
            'Cadence este un serviciu online pentru planificarea, scrierea, aprobarea, programarea și publicarea conținutului pe rețele sociale și pentru consultarea rezultatelor. Funcționalitățile disponibile depind de planul tău.',
          ],
        },
        {
          heading: '2. Contul tău',
          paragraphs: [
            'Trebuie să oferi informații corecte la înregistrare și să îți păstrezi parola confidențială. Ești responsabil pentru tot ce se face prin contul tău, inclusiv de către membrii echipei pe care îi inviți.',
          ],
          list: ['Trebuie să ai cel puțin 16 ani sau vârsta consimțământului digital din țara ta.', 'Un cont pentru fiecare persoană sau organizație; conturile nu pot fi împărțite sau revândute.'],
        },
        {
          heading: '3. Planuri, facturare și anulare',
          paragraphs: [
            'Planurile plătite se facturează în avans, lunar sau anual, cu cardul sau prin PayPal. Poți trece la un plan superior sau inferior ori poți anula oricând din panou; schimbarea intră în vigoare la sfârșitul ciclului de facturare curent, iar planul rămâne activ până atunci.',
            'Prețurile se pot schimba; te anunțăm cu cel puțin 30 de zile înainte ca un preț nou să se aplice abonamentului tău. Rambursările sunt reglementate de politica noastră de rambursare.',
          ],
        },
        {
          heading: '4. Rețelele conectate',
          paragraphs: [
            'Când conectezi o rețea socială, autorizezi Cadence să acționeze în acel cont conform instrucțiunilor tale. Rămâi obligat să respecți termenii fiecărei rețele, iar o rețea își poate schimba sau limita funcționalitățile fără preaviz, ceea ce poate afecta ce poate face Cadence.',
          ],
        },
        {
          heading: '5. Conținutul tău',
          paragraphs: [
            'Păstrezi toate drepturile asupra conținutului pe care îl creezi sau îl încarci. Acorzi Cadence o licență limitată de a-l stoca, prelucra și transmite doar pentru a furniza serviciul. Ești responsabil să deții drepturile asupra a ceea ce publici.',
          ],
        },
        {
          heading: '6. Utilizare acceptabilă',
          paragraphs: ['Te angajezi să nu folosești Cadence pentru:'],
          list: [
            'a publica conținut ilegal, înșelător, instigator la ură sau care încalcă drepturile altora;',
            'a trimite spam sau a manipula interacțiunea pe vreo rețea;',
            'a încerca să strici, să supraîncarci sau să decompilezi serviciul;',
            'a accesa conturi sau date pe care nu ești autorizat să le folosești.',
          ],
        },
        {
          heading: '7. Disponibilitate și schimbări',
          paragraphs: [
            'Ne străduim ca Cadence să fie disponibil non-stop, dar nu garantăm un serviciu neîntrerupt. Putem îmbunătăți sau modifica funcționalitățile; dacă eliminăm o funcționalitate majoră a unui plan plătit, te anunțăm și poți anula.',
          ],
        },
        {
          heading: '8. Răspundere',
          paragraphs: [
            'În măsura permisă de lege, Cadence nu răspunde pentru pierderi indirecte sau consecutive ori pentru acțiunile rețelelor sociale. Răspunderea noastră totală pentru orice pretenție este limitată la suma plătită de tine în cele douăsprezece luni anterioare. Nimic din acești termeni nu limitează drepturile pe care le ai ca consumator conform legii.',
          ],
        },
        {
          heading: '9. Suspendare și închidere',
          paragraphs: [
            'Putem suspenda sau închide un cont care încalcă grav sau repetat acești termeni, cu notificare prealabilă atunci când este posibil. Îți poți închide contul oricând. După închidere îți poți exporta datele timp de 30 de zile, după care acestea sunt șterse.',
          ],
        },
        {
          heading: '10. Contact',
          paragraphs: ['Întrebări despre acești termeni? Scrie-ne pe e-mail.'],
        },
      ],
    },
    privacy: {
      title: 'Politica de confidențialitate',
      metaDescription: 'Cum colectează, folosește și protejează Cadence datele tale personale.',
      intro: 'Această politică explică ce date personale prelucrează Cadence, de ce și ce opțiuni ai. Colectăm doar ce ne trebuie pentru a furniza serviciul.',
      sections: [
        {
          heading: '1. Datele pe care le colectăm',
          paragraphs: ['Prelucrăm următoarele date:'],
          list: [
            'Datele contului: numele, adresa de e-mail, parola (stocată doar ca hash securizat) și limba.',
            'Conținutul spațiului de lucru: postările, media și grupurile de conturi pe care le creezi.',
            'Datele conturilor conectate: tokenuri de acces și informații de bază de profil de la rețelele pe care le conectezi.',
            'Datele de facturare: planul, facturile și starea plăților. Datele cardului sunt gestionate de furnizorul nostru de plăți și nu sunt niciodată stocate de Cadence.',
            'Datele de utilizare: orele de autentificare, informații despre dispozitiv și browser și jurnalele necesare securității.',
          ],
        },
        {
          heading: '2. De ce le folosim',
          paragraphs: [
            'Folosim datele tale ca să furnizăm și să securizăm serviciul, să publicăm ce programezi, să te facturăm, să-ți răspundem la mesaje și, dacă te abonezi, să-ți trimitem newsletterul. Temeiurile legale sunt executarea contractului nostru cu tine, interesul nostru legitim de a păstra Cadence în siguranță și consimțământul tău pentru newsletter.',
          ],
        },
        {
          heading: '3. Divulgare',
          paragraphs: [
            'Nu îți vindem datele. Le împărtășim doar cu rețelele sociale pe care ne ceri să publicăm, cu furnizorii care găzduiesc și operează Cadence pe bază de contract și cu autoritățile, atunci când legea o cere.',
          ],
        },
        {
          heading: '4. Păstrare',
          paragraphs: [
            'Păstrăm datele cât timp contul este deschis. Când îl închizi, ștergem conținutul spațiului de lucru după 30 de zile și păstrăm datele de facturare doar cât cere legislația fiscală.',
          ],
        },
        {
          heading: '5. Securitate',
          paragraphs: [
            'Parolele sunt stocate ca hash, tokenurile rețelelor sunt criptate la stocare, iar tot traficul este criptat în tranzit. Accesul în Cadence este limitat prin roluri și permisiuni.',
          ],
        },
        {
          heading: '6. Drepturile tale',
          paragraphs: ['În funcție de locul în care trăiești, poți:'],
          list: [
            'accesa datele pe care le deținem despre tine și primi o copie;',
            'le rectifica sau șterge;',
            'te opune anumitor prelucrări sau le restricționa;',
            'îți retrage consimțământul, de exemplu dezabonându-te de la newsletter;',
            'depune o plângere la autoritatea de protecție a datelor.',
          ],
        },
        {
          heading: '7. Cookie-uri și stocare locală',
          paragraphs: [
            'Cadence folosește stocarea locală a browserului pentru a te menține autentificat și pentru a reține tema și limba. Nu folosim cookie-uri de publicitate.',
          ],
        },
        {
          heading: '8. Contact',
          paragraphs: ['Ca să-ți exerciți drepturile sau să întrebi despre această politică, scrie-ne pe e-mail de la adresa contului tău.'],
        },
      ],
    },
    refund: {
      title: 'Politica de rambursare',
      metaDescription: 'Când și cum rambursează Cadence plățile pentru abonamente.',
      intro: 'Vrem să fii mulțumit de Cadence. Această politică explică în ce situații poate fi rambursată o plată și cum o soliciți.',
      sections: [
        {
          heading: '1. Anularea',
          paragraphs: [
            'Poți anula oricând din panou. Planul rămâne activ până la sfârșitul ciclului de facturare plătit și nu se mai reînnoiește după aceea.',
          ],
        },
        {
          heading: '2. Planurile lunare',
          paragraphs: ['Plățile lunare nu se rambursează pentru o lună folosită parțial. Anulează înainte de data reînnoirii ca să eviți următoarea plată.'],
        },
        {
          heading: '3. Planurile anuale',
          paragraphs: [
            'Dacă anulezi în 14 zile de la prima plată anuală, o rambursăm integral. După aceea, planul anual rămâne activ până la sfârșitul anului și nu se rambursează proporțional.',
          ],
        },
        {
          heading: '4. Erori de facturare și întreruperi',
          paragraphs: [
            'Dacă ai fost taxat de două ori, taxat după anulare sau nu ai putut folosi Cadence din cauza unei întreruperi din partea noastră mai lungi de 24 de ore, spune-ne și vom rambursa sau credita suma respectivă.',
          ],
        },
        {
          heading: '5. Cum soliciți o rambursare',
          paragraphs: [
            'Scrie-ne pe e-mail de la adresa contului tău, menționând factura în cauză. Rambursările aprobate sunt trimise pe metoda de plată inițială (card sau PayPal) în 10 zile lucrătoare.',
          ],
          list: ['Această politică nu îți afectează drepturile legale de consumator.'],
        },
      ],
    },
  },
  faq: [
    {
      question: 'Am nevoie de un card bancar ca să mă înregistrez?',
      answer: 'Nu. Îți poți crea contul și poți explora Cadence fără să introduci datele unui card. Nu există nici contracte.',
    },
    {
      question: 'Îmi pot schimba sau anula planul mai târziu?',
      answer: 'Da. Poți trece la un plan superior sau inferior ori poți anula oricând din panou. Planul curent rămâne activ până la sfârșitul ciclului de facturare.',
    },
    {
      question: 'Ce se întâmplă cu planul meu când îl anulez?',
      answer: 'Nimic nu se schimbă imediat: păstrezi toate funcționalitățile planului până la sfârșitul ciclului plătit, iar apoi nu se mai reînnoiește.',
    },
    {
      question: 'Ce metode de plată acceptați?',
      answer: 'Acceptăm toate cardurile de credit și de debit importante, procesate în siguranță de furnizorul nostru de plăți cu cardul, precum și PayPal.',
    },
    {
      question: 'Cum funcționează facturarea?',
      answer: 'Planurile se facturează implicit lunar. Alege facturarea anuală ca să plătești douăsprezece luni deodată și să economisești 16%.',
    },
    {
      question: 'Există contracte pe termen lung?',
      answer: 'Nu. Fiecare plan se plătește pe măsură ce îl folosești, lunar sau anual, și poți pleca oricând dorești.',
    },
    {
      question: 'Ce fel de suport oferiți?',
      answer: 'Toate planurile includ tichete de suport: deschide unul din panoul tău, cu capturi de ecran, urmărește conversația cu echipa noastră și află de fiecare răspuns în aplicație și pe e-mail.',
    },
    {
      question: 'Ce pot publica pe Instagram?',
      answer: 'Cadence publică fotografii, clipuri, Stories și carusele pe conturi Instagram profesionale (business sau creator).',
    },
    {
      question: 'Pot gestiona mesajele directe de pe Instagram în Cadence?',
      answer: 'Nu. Cadence se concentrează pe planificare și publicare; gestionarea mesajelor directe nu este disponibilă.',
    },
    {
      question: 'Oferiți reducere pentru organizații non-profit?',
      answer: 'Da. ONG-urile primesc 20% reducere la facturarea lunară sau 25% la cea anuală. Se aplică o reducere pe cont: cere-o printr-un tichet de suport din panoul tău, iar după ce echipa noastră verifică eligibilitatea, reducerea se aplică abonamentului tău.',
    },
  ],
  testimonials: [
    {
      author: 'Amélie Durand',
      role: 'Head of Social, Maison Lumen',
      text: 'Am mutat patru branduri și douăsprezece conturi în Cadence într-o după-amiază. Doar aprobările ne economisesc ore în fiecare săptămână.',
    },
    {
      author: 'Marcus Chen',
      role: 'Fondator, Northbeam Studio',
      text: 'Verificările pe rețea prind ce ne refuza înainte Instagram. Clienții noștri observă consecvența.',
    },
    {
      author: 'Ioana Popescu',
      role: 'Marketing Manager, Verde Foods',
      text: 'În sfârșit un singur calendar pentru Instagram, TikTok și LinkedIn, și vedem dintr-o privire ce a plecat și unde.',
    },
    {
      author: 'Daniel Okafor',
      role: 'Social Media Lead, Brightline Fitness',
      text: 'Cu aprobările, nimic nu ajunge pe paginile studiourilor noastre fără o a doua privire.',
    },
  ],
};
