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
    metaTitle: 'Cadence · Programarea postărilor, compozitor AI și statistici pentru rețele sociale',
    metaDescription:
      'Planifică, scrie, aprobă și publică pe Instagram, Facebook, TikTok, X, LinkedIn, YouTube și altele dintr-un singur spațiu de lucru. Planuri de la 25 $/lună.',
    hero: {
      eyebrow: 'Gestionarea rețelelor sociale pentru echipe care livrează',
      title: 'Fiecare postare, pe fiecare rețea, exact la timp.',
      subtitle:
        'Cadence reunește programarea, un compozitor AI, aprobările și statisticile într-un singur spațiu de lucru, ca specialiștii în marketing, agențiile și brandurile să publice cu încredere, fără să jongleze între file.',
      note: 'De la 25 $/lună · Fără card bancar · Fără contracte',
    },
    highlights: {
      eyebrow: 'De ce aleg echipele Cadence',
      title: 'Construit pentru felul în care lucrează cu adevărat echipele de social media',
      subtitle: 'Tot ce îți trebuie pentru a planifica, publica și demonstra rezultatele, fără aglomerație.',
      items: {
        userFriendly: { title: 'Ușor de folosit', body: 'O interfață clară, pe care toată echipa o înțelege din prima zi. Fără cursuri, fără manuale.' },
        dashboard: { title: 'Un singur panou', body: 'Toate conturile, postările și rezultatele pe un singur ecran, ca să știi mereu ce urmează.' },
        quality: { title: 'Calitate garantată', body: 'Previzualizările pentru fiecare rețea și pașii de aprobare prind greșelile înaintea publicului.' },
        secure: { title: 'Sigur prin design', body: 'Tokenuri criptate pentru rețele, permisiuni pe roluri și istoric complet al modificărilor.' },
        payments: { title: 'Mai multe metode de plată', body: 'Plătește cu principalele carduri sau prin PayPal, lunar sau anual, cum îi convine departamentului financiar.' },
        tracking: { title: 'Urmărirea proiectelor', body: 'Urmărește campaniile de la ciornă la publicare, cu statusuri, responsabili și termene.' },
        aiComposer: { title: 'Compozitor AI', body: 'Scrie descrieri, începuturi captivante și hashtaguri pe vocea brandului, apoi finisează-le în câteva secunde.' },
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
      subtitle: 'Tot ce vrei să știi înainte să începi. Mai ai întrebări? Echipa de suport e la un mesaj distanță.',
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
      subtitle: 'Alege planul potrivit astăzi și schimbă-l oricând ai nevoie. Toate planurile includ programarea, compozitorul AI și biblioteca media.',
    },
    plans: {
      title: 'Alege-ți planul',
      subtitle: 'Prețurile nu includ TVA acolo unde se aplică. Treci la facturarea anuală și economisești 16%.',
    },
    nonprofit: {
      title: 'ONG? Te ajutăm.',
      body: 'Organizațiile non-profit înregistrate primesc 20% reducere la planurile lunare sau 25% la cele anuale. O reducere pe cont; echipa de suport îți verifică statutul și o aplică pentru tine.',
    },
    faq: { title: 'Întrebări despre planuri și facturare', subtitle: 'Răspunsuri clare despre plăți, schimbări și reduceri.' },
    cta: { title: 'Încă te gândești?', body: 'Începe cu orice plan și schimbă-l mai târziu. Planul rămâne activ până la sfârșitul fiecărui ciclu de facturare.' },
  },
  features: {
    title: 'Funcționalități',
    metaTitle: 'Funcționalități · Cadence',
    metaDescription: 'Programare, statistici, interacțiune, lucru în echipă, automatizare și gestionarea campaniilor într-un singur spațiu pentru social media.',
    hero: {
      eyebrow: 'Funcționalități',
      title: 'Un singur spațiu pentru toată activitatea ta de social media',
      subtitle: 'De la prima idee la raportul final, Cadence acoperă fiecare pas al publicării pe rețelele sociale.',
    },
    grid: { title: 'Descoperă ce poate face Cadence', subtitle: 'Fiecare funcționalitate merge singură, iar împreună merg și mai bine.' },
    cta: { title: 'Încearcă cu propriile conturi', body: 'Conectează o rețea și programează prima postare în câteva minute.' },
  },
  feature: {
    analytics: {
      name: 'Statistici',
      summary: 'Vezi ce postări funcționează, pe ce rețea și de ce, în rapoarte pe care le înțelege oricine.',
      metaDescription: 'Statistici și rapoarte pentru social media pe toate rețelele: acoperire, interacțiune și creștere într-un singur loc.',
      hero: {
        eyebrow: 'Statistici',
        title: 'Află ce funcționează și fă mai mult din asta',
        subtitle: 'Cadence adună cifrele de pe fiecare rețea în panouri și rapoarte clare, pe care le distribui dintr-un clic.',
      },
      points: [
        {
          title: 'Toate rețelele într-o singură vedere',
          body: 'Gata cu exporturile din cinci aplicații diferite. Acoperirea, afișările, interacțiunea și creșterea urmăritorilor ajung într-un singur panou, actualizat automat.',
          bullets: ['Compară rețelele una lângă alta', 'Urmărește creșterea de la o săptămână la alta', 'Descoperă cele mai bune ore de postare'],
        },
        {
          title: 'Rapoarte pe care clienții le vor citi',
          body: 'Construiește un raport o dată și trimite-l în fiecare lună. Punctele cheie, graficele și cele mai bune postări sunt așezate pentru oameni care au treizeci de secunde, nu treizeci de minute.',
          bullets: ['Istoricul rapoartelor programate', 'Cele mai bune și cele mai slabe postări', 'Export pentru a-l distribui'],
        },
      ],
      steps: {
        title: 'De la date la decizii în trei pași',
        items: [
          { title: 'Conectează', body: 'Leagă-ți conturile; Cadence începe imediat să colecteze statistici.' },
          { title: 'Compară', body: 'Filtrează după rețea, campanie sau perioadă ca să vezi ce a contat.' },
          { title: 'Acționează', body: 'Refolosește formatele care merg și programează mai mult din ce funcționează.' },
        ],
      },
    },
    scheduling: {
      name: 'Programare',
      summary: 'Planifică cu săptămâni înainte într-un singur calendar și lasă Cadence să publice la timp, de fiecare dată.',
      metaDescription: 'Programează postări pe toate rețelele dintr-un singur calendar, cu programare în masă și previzualizări pentru fiecare rețea.',
      hero: {
        eyebrow: 'Programare',
        title: 'Planifici o dată, publici peste tot',
        subtitle: 'Un singur calendar pentru toate conturile, cu previzualizări pentru fiecare rețea și publicare care nu ratează niciun interval.',
      },
      points: [
        {
          title: 'Un calendar comun pentru toată echipa',
          body: 'Mută postările între zile, vezi golurile dintr-o privire și păstrează campaniile echilibrate pe toate rețelele.',
          bullets: ['Vedere pe săptămână și pe lună', 'Ciorne, programate și publicate în același loc', 'Fusurile orare gestionate pentru tine'],
        },
        {
          title: 'Programare în masă pentru săptămânile aglomerate',
          body: 'Încarcă o lună de postări dintr-odată, verifică-le într-o singură listă și lasă Cadence să le pună în coadă.',
          bullets: ['Încărcare în masă dintr-un fișier', 'Verificări pe rețea înainte de publicare', 'Reîncercări automate dacă o rețea răspunde greu'],
        },
      ],
      steps: {
        title: 'Cum funcționează programarea',
        items: [
          { title: 'Scrie', body: 'Scrie o dată și adaptează textul și media pentru fiecare rețea.' },
          { title: 'Alege ora', body: 'Alege un interval sau lasă Cadence să-ți sugereze cele mai bune ore.' },
          { title: 'Relaxează-te', body: 'Cadence publică la timp și te anunță imediat ce postarea e live.' },
        ],
      },
    },
    engagement: {
      name: 'Interacțiune',
      summary: 'Ține conversațiile vii cu conținutul potrivit la momentul potrivit.',
      metaDescription: 'Crește interacțiunea pe rețelele sociale cu postări la momentul potrivit, hashtaguri în trend și transmisiuni live pe mai multe rețele.',
      hero: {
        eyebrow: 'Interacțiune',
        title: 'Transformă urmăritorii într-o comunitate',
        subtitle: 'Publică atunci când publicul e atent, urmează trendurile care contează și intră live pe mai multe rețele deodată.',
      },
      points: [
        {
          title: 'Conținut care pornește conversații',
          body: 'Compozitorul AI sugerează începuturi, întrebări și îndemnuri adaptate fiecărei rețele, ca fiecare postare să invite la un răspuns.',
          bullets: ['Hashtaguri în trend pe subiecte', 'Bibliotecă de descrieri', 'Sfaturi specifice fiecărei rețele'],
        },
        {
          title: 'Live peste tot, deodată',
          body: 'Transmite pe Facebook, Instagram, YouTube și TikTok în același timp și întâlnește-ți publicul acolo unde privește.',
          bullets: ['Un singur flux, mai multe destinații', 'Transmisiuni programate din timp', 'Filigran de brand pe fiecare cadru'],
        },
      ],
      steps: {
        title: 'Construiește interacțiunea în trei pași',
        items: [
          { title: 'Ascultă', body: 'Urmărește hashtagurile și subiectele în trend din nișa ta.' },
          { title: 'Creează', body: 'Pregătește postări și transmisiuni care răspund la ce contează pentru public.' },
          { title: 'Măsoară', body: 'Vezi ce formate pornesc conversații și repetă-le.' },
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
          body: 'Autorii trimit, revizorii aprobă sau returnează cu un comentariu. Fiecare postare arată cine ce a făcut și când.',
          bullets: ['Statusuri aprobat și neaprobat', 'Comentarii pe fiecare ciornă', 'Istoric complet al modificărilor'],
        },
        {
          title: 'Echipe și roluri potrivite organizației tale',
          body: 'Creează echipe pe brand, client sau regiune și decide exact cine poate scrie, aproba sau publica.',
          bullets: ['Echipe cu număr maxim de membri', 'Invitații prin e-mail', 'Permisiuni pe roluri'],
        },
      ],
      steps: {
        title: 'Echipa ta, gata în câteva minute',
        items: [
          { title: 'Invită', body: 'Trimite invitații colegilor și clienților.' },
          { title: 'Atribuie', body: 'Dă fiecăruia un rol și conturile pe care le gestionează.' },
          { title: 'Aprobă', body: 'Revizuiți ciornele împreună și publicați cu încredere.' },
        ],
      },
    },
    automation: {
      name: 'Automatizare',
      summary: 'Lasă Cadence să se ocupe de munca repetitivă: cozi, filigrane, descrieri și reîncercări.',
      metaDescription: 'Automatizează publicarea pe rețelele sociale cu cozi, filigran de brand, descrieri salvate, grupuri și extensie de browser.',
      hero: {
        eyebrow: 'Automatizare',
        title: 'Folosește-ți timpul pentru idei, nu pentru copy-paste',
        subtitle: 'Cadence se ocupă de pașii repetitivi ai publicării, ca echipa ta să se concentreze pe partea creativă.',
      },
      points: [
        {
          title: 'Publicare pe pilot automat',
          body: 'Cozile, reîncercările și formatarea pe rețele rulează în fundal. Dacă o rețea e indisponibilă, Cadence încearcă din nou și îți spune cum a mers.',
          bullets: ['Reîncercări automate', 'Notificări când postările apar sau eșuează', 'Publicare în grup pe multe conturi'],
        },
        {
          title: 'Brandul tău pe fiecare postare',
          body: 'Aplică automat filigranul pe imagini și clipuri și refolosește descrierile și hashtagurile salvate dintr-un clic.',
          bullets: ['Filigran de brand', 'Descrieri și hashtaguri salvate', 'Extensie de browser pentru a distribui orice pagină'],
        },
      ],
      steps: {
        title: 'Automatizează în trei pași',
        items: [
          { title: 'Setează preferințele', body: 'Încarcă-ți filigranul și salvează descrierile preferate.' },
          { title: 'Grupează conturile', body: 'Adună conturile pe brand, client sau regiune.' },
          { title: 'Publică', body: 'Trimite o postare către un întreg grup, formatată pentru fiecare rețea.' },
        ],
      },
    },
    campaignManagement: {
      name: 'Gestionarea campaniilor',
      summary: 'Derulează lansări și promoții pe toate rețelele, cu un plan clar și rezultate clare.',
      metaDescription: 'Planifică și derulează campanii de social media pe toate rețelele, cu calendare comune, aprobări și rapoarte de campanie.',
      hero: {
        eyebrow: 'Gestionarea campaniilor',
        title: 'Campanii care ajung peste tot deodată',
        subtitle: 'Planifică fiecare postare a unei campanii, coordonează echipa și măsoară rezultatul, totul într-un singur loc.',
      },
      points: [
        {
          title: 'Un singur plan pentru toate canalele',
          body: 'Vezi postările unei campanii de pe toate rețelele pe aceeași axă a timpului și păstrează mesajul unitar, de la teaser la încheiere.',
          bullets: ['Axa timpului a campaniei', 'Bibliotecă media comună', 'Programare în masă pentru lansări'],
        },
        {
          title: 'Rezultate pe care le poți arăta',
          body: 'Urmărește fiecare campanie de la ciornă la publicare și raportează ce a obținut, rețea cu rețea.',
          bullets: ['Status pentru fiecare postare', 'Rapoarte de campanie', 'Lecții pentru următoarea lansare'],
        },
      ],
      steps: {
        title: 'O campanie în trei pași',
        items: [
          { title: 'Planifică', body: 'Stabilește postările, rețelele și datele campaniei.' },
          { title: 'Produce', body: 'Scrie cu compozitorul AI și obține aprobările echipei.' },
          { title: 'Lansează', body: 'Programează totul și urmărește rezultatele pe măsură ce apar.' },
        ],
      },
    },
  },
  platforms: {
    title: 'Platforme',
    metaTitle: 'Platforme acceptate · Cadence',
    metaDescription: 'Publică pe Instagram, Facebook, TikTok, LinkedIn, WordPress, X și YouTube, plus Threads, Bluesky și Pinterest, dintr-un singur spațiu de lucru.',
    hero: {
      eyebrow: 'Platforme',
      title: 'Toate rețelele pe care le folosește publicul tău',
      subtitle: 'Conectează-ți conturile o singură dată și publică peste tot din același editor și calendar.',
    },
    grid: { title: 'Alege o platformă', subtitle: 'Vezi ce poate publica Cadence pe fiecare rețea.' },
    networks: { title: 'Și altele', subtitle: 'Threads, Bluesky și Pinterest sunt de asemenea acceptate.' },
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
          { title: 'Planificare vizuală', body: 'Vezi cum vor arăta postările înainte să apară.' },
          { title: 'Descrieri pe măsură', body: 'Compozitorul AI scrie descrieri și hashtaguri potrivite pentru Instagram.' },
          { title: 'Statistici', body: 'Urmărește acoperirea și interacțiunea fiecărei postări.' },
        ],
      },
    },
    facebook: {
      name: 'Facebook',
      summary: 'Postări, linkuri, fotografii și clipuri pe paginile tale de Facebook.',
      metaDescription: 'Programează postări, linkuri, fotografii și clipuri pe paginile de Facebook și transmite live cu Cadence.',
      hero: {
        eyebrow: 'Facebook',
        title: 'Pagini de Facebook active, fără efort',
        subtitle: 'Programează postări pe fiecare pagină pe care o gestionezi și intră live cu comunitatea ta.',
      },
      publish: {
        title: 'Ce poți publica',
        body: 'Conectează paginile de Facebook pe care le gestionezi și publică pe fiecare, sau pe un întreg grup de pagini deodată.',
        bullets: ['Postări text și linkuri', 'Fotografii și albume', 'Clipuri', 'Transmisiuni live'],
      },
      capabilities: {
        title: 'Făcut pentru Facebook',
        items: [
          { title: 'Multe pagini, un calendar', body: 'Gestionează fiecare pagină a fiecărui brand din același loc.' },
          { title: 'Text gata de publicat', body: 'Scrie postări mai lungi cu compozitorul AI.' },
          { title: 'Statistici pentru pagini', body: 'Vezi acoperirea și interacțiunea fiecărei pagini.' },
        ],
      },
    },
    tiktok: {
      name: 'TikTok',
      summary: 'Clipuri scurte programate și publicate pe TikTok.',
      metaDescription: 'Programează clipuri TikTok, planifică-ți calendarul de conținut și urmărește rezultatele cu Cadence.',
      hero: {
        eyebrow: 'TikTok',
        title: 'Postează pe TikTok într-un ritm care funcționează',
        subtitle: 'Încarcă clipurile, scrie descrierile și lasă Cadence să publice la momentul cel mai bun.',
      },
      publish: {
        title: 'Ce poți publica',
        body: 'Publică clipuri cu descrieri și hashtaguri pe contul tău TikTok, verificate după regulile TikTok înainte de trimitere.',
        bullets: ['Clipuri cu descrieri', 'Hashtaguri și mențiuni', 'Setări de confidențialitate și comentarii', 'Transmisiuni live'],
      },
      capabilities: {
        title: 'Făcut pentru TikTok',
        items: [
          { title: 'Planifică lansările', body: 'Păstrează un ritm constant de clipuri în calendar.' },
          { title: 'Hashtaguri în trend', body: 'Găsește etichetele potrivite pentru fiecare clip.' },
          { title: 'Rezultatele clipurilor', body: 'Urmărește vizualizările și interacțiunea pe fiecare clip.' },
        ],
      },
    },
    linkedin: {
      name: 'LinkedIn',
      summary: 'Postări pe profiluri personale și pagini de companie.',
      metaDescription: 'Programează postări LinkedIn pe profiluri și pagini de companie, cu aprobări în echipă și statistici în Cadence.',
      hero: {
        eyebrow: 'LinkedIn',
        title: 'Fii prezent constant pe LinkedIn',
        subtitle: 'Programează într-un singur loc postările de expertiză ale oamenilor tăi și noutățile paginii de companie.',
      },
      publish: {
        title: 'Ce poți publica',
        body: 'Conectează profiluri personale și pagini de companie și publică text, imagini, clipuri și documente.',
        bullets: ['Postări text', 'Imagini și clipuri', 'Postări pe paginile de companie', 'Aprobare înainte de publicare'],
      },
      capabilities: {
        title: 'Făcut pentru LinkedIn',
        items: [
          { title: 'Calendar profesional', body: 'Planifică-ți ritmul săptămânal de postări.' },
          { title: 'Scriere îngrijită', body: 'Compozitorul AI te ajută să păstrezi un ton profesionist.' },
          { title: 'Statistici', body: 'Urmărește afișările și interacțiunea postărilor.' },
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
          { title: 'Scrie mai repede', body: 'Schițează structuri și introduceri cu compozitorul AI.' },
          { title: 'Distribuire automată', body: 'Anunță fiecare articol pe rețelele sociale.' },
        ],
      },
    },
    twitter: {
      name: 'X (Twitter)',
      summary: 'Postări și fire pe X, la timp.',
      metaDescription: 'Programează postări și fire pe X (Twitter) și urmărește rezultatele cu Cadence.',
      hero: {
        eyebrow: 'X (Twitter)',
        title: 'Rămâi în conversație pe X',
        subtitle: 'Programează postări și fire, reacționează la trenduri și ține-ți contul activ non-stop.',
      },
      publish: {
        title: 'Ce poți publica',
        body: 'Publică postări text, imagini și clipuri pe X, cu numărul de caractere verificat înainte de trimitere.',
        bullets: ['Postări și fire', 'Imagini și clipuri', 'Verificarea numărului de caractere', 'Hashtaguri în trend'],
      },
      capabilities: {
        title: 'Făcut pentru X',
        items: [
          { title: 'Mereu prezent', body: 'Păstrează un flux constant de postări programate.' },
          { title: 'Scurt și la obiect', body: 'Compozitorul AI scrie postări care încap în limită.' },
          { title: 'Rezultatele postărilor', body: 'Vezi afișările și interacțiunea fiecărei postări.' },
        ],
      },
    },
    youtube: {
      name: 'YouTube',
      summary: 'Clipuri încărcate și programate, plus transmisiuni live.',
      metaDescription: 'Încarcă și programează clipuri YouTube și transmite live pe YouTube cu Cadence.',
      hero: {
        eyebrow: 'YouTube',
        title: 'Programează clipuri YouTube și intră live',
        subtitle: 'Încarcă clipurile cu titlurile și descrierile pregătite și transmite live pe canalul tău.',
      },
      publish: {
        title: 'Ce poți publica',
        body: 'Încarcă clipuri pe canal cu titlu, descriere și vizibilitate, programează-le sau transmite live.',
        bullets: ['Încărcări de clipuri', 'Titluri, descrieri și etichete', 'Premiere programate', 'Transmisiuni live'],
      },
      capabilities: {
        title: 'Făcut pentru YouTube',
        items: [
          { title: 'Planul de lansări', body: 'Vezi clipurile care urmează în calendar.' },
          { title: 'Descrieri mai bune', body: 'Scrie descrieri și etichete cu compozitorul AI.' },
          { title: 'Rezultatele canalului', body: 'Urmărește vizualizările și timpul de vizionare pe clip.' },
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
      body: 'Tokenurile de acces sunt criptate când sunt stocate și sunt folosite doar pentru a publica ce programezi și pentru a citi statisticile pe care le ceri.',
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
          paragraphs: ['Ai întrebări despre acești termeni? Scrie-ne prin Centrul de ajutor și suport din panou.'],
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
            'Conținutul spațiului de lucru: postări, fișiere media, descrieri, comentarii și rapoarte create de tine.',
            'Datele conturilor conectate: tokenuri de acces și informații de bază de profil de la rețelele pe care le conectezi.',
            'Datele de facturare: planul, facturile și starea plăților. Datele cardului sunt gestionate de furnizorul nostru de plăți și nu sunt niciodată stocate de Cadence.',
            'Datele de utilizare: orele de autentificare, informații despre dispozitiv și browser și jurnalele necesare securității.',
          ],
        },
        {
          heading: '2. De ce le folosim',
          paragraphs: [
            'Folosim datele pentru a furniza și securiza serviciul, a publica ce programezi, a te factura, a răspunde solicitărilor de suport și, dacă te abonezi, a-ți trimite newsletterul. Temeiurile legale sunt executarea contractului cu tine, interesul nostru legitim de a menține Cadence în siguranță și consimțământul tău pentru newsletter.',
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
          paragraphs: ['Pentru a-ți exercita drepturile sau pentru întrebări despre această politică, scrie-ne prin Centrul de ajutor și suport, categoria Cont.'],
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
            'Deschide un tichet în Centrul de ajutor și suport, categoria Facturare, și menționează factura în cauză. Rambursările aprobate sunt trimise prin metoda de plată inițială (card sau PayPal) în 10 zile lucrătoare.',
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
      answer: 'Fiecare plan include centrul nostru de ajutor și suport prin e-mail, iar experții noștri te pot asista la configurare, cu bune practici și cu orice altceva ai nevoie.',
    },
    {
      question: 'Ce pot publica pe Instagram?',
      answer: 'Cadence publică fotografii, clipuri, Stories și carusele pe conturi Instagram profesionale (business sau creator).',
    },
    {
      question: 'Pot gestiona mesajele directe de pe Instagram în Cadence?',
      answer: 'Nu. Cadence se concentrează pe planificare, publicare și statistici; gestionarea mesajelor directe nu este disponibilă.',
    },
    {
      question: 'Oferiți reducere pentru organizații non-profit?',
      answer: 'Da. Organizațiile non-profit primesc 20% reducere la facturarea lunară sau 25% la facturarea anuală. Se aplică o singură reducere pe cont, iar echipa de suport verifică eligibilitatea.',
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
      text: 'Compozitorul AI ne prinde tonul din prima de cele mai multe ori. Clienții noștri observă consecvența.',
    },
    {
      author: 'Ioana Popescu',
      role: 'Marketing Manager, Verde Foods',
      text: 'În sfârșit, un singur calendar pentru Instagram, TikTok și LinkedIn. Raportul lunar se scrie aproape singur.',
    },
    {
      author: 'Daniel Okafor',
      role: 'Social Media Lead, Brightline Fitness',
      text: 'Transmisiunile live simultane pe YouTube și Facebook ne-au dublat audiența la lansările de cursuri.',
    },
  ],
};
