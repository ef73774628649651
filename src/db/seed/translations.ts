import type { TranslatedLocale } from "@/i18n/translated-texts";

/*
 * The demonstration catalogue in Dutch, French and German, as the hosts would write it. One home,
 * Le Vieux Fournil (new this season), is still in English only: it shows the fallback.
 */

type InEach = Record<TranslatedLocale, string>;

interface HomeTexts {
  /** Left out where the home's name is a proper name, the same in every language. */
  name?: string;
  description: string[];
  location: string;
  /** The photos' descriptions (alt texts), in the seed's order of the home's photos. */
  images: string[];
}

/** A home's own texts per language, by the seed entry's key; a home not here is English only. */
export const homeTexts: Partial<Record<string, Record<TranslatedLocale, HomeTexts>>> = {
  "durbuy-ourthe-villa": {
    nl: {
      description: [
        "Deze villa uit de jaren zeventig ligt op de helling boven de Ourthe, tien minuten wandelen van de kasseistraatjes van Durbuy, en werd in 2021 volledig verbouwd rond haar grootste troef: het uitzicht. De woonkamer, de keuken en de eettafel kijken allemaal uit door een glazen wand op de rivier en de beboste heuvels richting Barvaux.",
        "Er zijn zes slaapkamers verdeeld over twee verdiepingen, vier met een tweepersoonsbed en twee met twee eenpersoonsbedden, en vier badkamers: met twaalf staat u dus nooit aan te schuiven voor de douche. De keuken is gemaakt om samen te koken, met twee ovens, een lang kookeiland en een tafel voor veertien. Op het terras wachten een houtgestookte hottub en een barrelsauna op u na een dag wandelen.",
        "De restaurants van Durbuy en het topiaripark bereikt u te voet; de kajakverhuur aan de Ourthe is vijf minuten rijden. De oprit naar beneden is steil en smal: geen probleem voor een auto, wel voor een minibus.",
      ],
      location: "Durbuy, provincie Luxemburg, België",
      images: [
        "De villa met haar houten bovenverdieping boven het terras",
        "Woonkamer met houtkachel, diepe zetel en uitzicht over de Ourthevallei",
        "Keuken met een lang kookeiland, hanglampen en een raam op de heuvels",
        "Eettafel voor veertien tussen twee hoge ramen",
        "Grote slaapkamer met kingsizebed en nachtlampjes",
        "Slaapkamer met twee eenpersoonsbedden op de bovenverdieping, ideaal voor kinderen",
        "Barrelsauna met twee rijen cederhouten banken en een houtgestookte kachel",
        "Terras met de houtgestookte hottub en daarachter het bos",
        "De Ourthe onder de villa, een korte wandeling langs het weggetje",
      ],
    },
    fr: {
      description: [
        "Posée sur le versant qui domine l'Ourthe, à dix minutes à pied des ruelles pavées de Durbuy, cette villa des années 1970 a été entièrement repensée en 2021 autour de son principal atout : la vue. Le séjour, la cuisine et la table à manger font face à une grande baie vitrée qui plonge sur la rivière et les collines boisées en direction de Barvaux.",
        "Six chambres réparties sur deux niveaux, dont quatre avec lit double et deux avec lits jumeaux, et quatre salles de bain : à douze, personne ne fait la file pour la douche. La cuisine est pensée pour cuisiner ensemble, avec deux fours, un long îlot et une table pour quatorze. Sur la terrasse, un bain nordique chauffé au bois et un sauna tonneau vous attendent après une journée de randonnée.",
        "Les restaurants de Durbuy et son parc des topiaires se rejoignent à pied ; la location de kayaks sur l'Ourthe est à cinq minutes en voiture. Le chemin d'accès est raide et étroit : aucun souci en voiture, mais pas pour un minibus.",
      ],
      location: "Durbuy, province de Luxembourg, Belgique",
      images: [
        "La villa et son étage bardé de bois au-dessus de la terrasse",
        "Séjour avec poêle à bois, canapé profond et vue sur la vallée de l'Ourthe",
        "Cuisine avec un long îlot, des suspensions et une fenêtre sur les collines",
        "Table pour quatorze entre deux hautes fenêtres",
        "Chambre principale avec lit king size et lampes de chevet",
        "Chambre à lits jumeaux à l'étage, idéale pour les enfants",
        "Sauna tonneau avec deux gradins de bancs en cèdre et un poêle à bois",
        "Terrasse avec le bain nordique chauffé au bois et la forêt au-delà",
        "L'Ourthe en contrebas de la villa, à quelques pas par le chemin",
      ],
    },
    de: {
      description: [
        "Die Villa aus den 1970er-Jahren liegt am Hang über der Ourthe, zehn Gehminuten von den Kopfsteinpflastergassen von Durbuy entfernt, und wurde 2021 rund um ihre größte Stärke neu gestaltet: die Aussicht. Wohnzimmer, Küche und Esstisch blicken durch eine große Glasfront hinunter auf den Fluss und die bewaldeten Hügel Richtung Barvaux.",
        "Sechs Schlafzimmer auf zwei Etagen, vier mit Doppelbett und zwei mit zwei Einzelbetten, dazu vier Bäder: Auch zu zwölft muss niemand vor der Dusche warten. Die Küche ist zum gemeinsamen Kochen gemacht, mit zwei Backöfen, einer langen Kochinsel und einem Tisch für vierzehn Personen. Auf der Terrasse warten ein holzbeheizter Hot Tub und eine Fasssauna auf Sie, wenn Sie vom Wandern zurückkommen.",
        "Die Restaurants von Durbuy und der Topiary-Park sind zu Fuß erreichbar; der Kajakverleih an der Ourthe liegt fünf Autominuten entfernt. Die Zufahrt ist steil und schmal: mit dem Auto kein Problem, mit einem Kleinbus schon.",
      ],
      location: "Durbuy, Provinz Luxemburg, Belgien",
      images: [
        "Die Villa mit ihrem holzverkleideten Obergeschoss über der Terrasse",
        "Wohnzimmer mit Holzofen, tiefem Sofa und Blick über das Ourthe-Tal",
        "Küche mit langer Kochinsel, Pendelleuchten und Fenster zu den Hügeln",
        "Esstisch für vierzehn zwischen zwei hohen Fenstern",
        "Hauptschlafzimmer mit Kingsize-Bett und Nachttischlampen",
        "Zweibettzimmer im Obergeschoss, ideal für Kinder",
        "Fasssauna mit zwei Stufen Zedernholzbänken und holzbefeuertem Ofen",
        "Terrasse mit dem holzbeheizten Hot Tub und dem Wald dahinter",
        "Die Ourthe unterhalb der Villa, ein kurzer Spaziergang den Weg hinunter",
      ],
    },
  },
  "la-roche-ourthe-cabin": {
    nl: {
      name: "Blokhut aan de Ourthebocht",
      description: [
        "Een blokhut aan de laatste bocht van de Ourthe voor La Roche, met de rivier onderaan de weide en het bos vlak erachter. De ochtend begint met koffie op de veranda, vaak in het gezelschap van reigers; de avond eindigt bij de houtkachel.",
        "Binnen vindt u één open leefruimte met een kleine maar goed uitgeruste keuken, een slaapkamer met tweepersoonsbed, een kamertje met een stapelbed en een doucheruimte. Het is eerder eenvoudig dan luxueus, maar de bedden zijn uitstekend en de kachel verwarmt de hele hut in een halfuur.",
        "Het centrum van La Roche, met de kasteelruïne, de bakkers en de kajakverhuur, ligt op 2 km langs het pad aan de rivier. Vanaf het hek vertrekken bewegwijzerde wandelingen naar de uitkijkpunten boven het stadje.",
      ],
      location: "La Roche-en-Ardenne, provincie Luxemburg, België",
      images: [
        "De blokhut met veranda en houtstapel aan de rand van het bos",
        "De Ourthe onderaan de weide, gezien vanuit de hut",
        "Woonkamer met brandende houtkachel en een raam op de bomen",
        "Slaapkamer met tweepersoonsbed, linnen beddengoed en een klein raam",
        "Compacte keuken met een eiland en zicht op de helling",
        "Badkamer met een vrijstaand bad onder het raam",
        "Beboste heuvels boven La Roche, gezien vanaf het pad achter de hut",
      ],
    },
    fr: {
      name: "Chalet du méandre de l'Ourthe",
      description: [
        "Un chalet en rondins dans le dernier méandre de l'Ourthe avant La Roche, avec la rivière au bas de la prairie et la forêt juste derrière. La journée commence par un café sous le porche, souvent en compagnie des hérons, et se termine au coin du poêle à bois.",
        "À l'intérieur, une seule pièce de vie ouverte avec une petite cuisine bien équipée, une chambre avec lit double, une petite chambre avec lits superposés et une salle de douche. C'est simple plutôt que luxueux, mais la literie est excellente et le poêle chauffe tout le chalet en une demi-heure.",
        "Le centre de La Roche, avec son château en ruine, ses boulangeries et sa location de kayaks, est à 2 km par le chemin qui longe la rivière. Des promenades balisées vers les points de vue qui dominent la ville partent du portail.",
      ],
      location: "La Roche-en-Ardenne, province de Luxembourg, Belgique",
      images: [
        "Le chalet en rondins, son porche et sa pile de bois à l'orée de la forêt",
        "L'Ourthe au bas de la prairie, vue depuis le chalet",
        "Séjour avec le poêle à bois allumé et une fenêtre sur les arbres",
        "Chambre double avec linge de lit en lin et une petite fenêtre",
        "Cuisine compacte avec îlot et vue sur le coteau",
        "Salle d'eau avec une baignoire îlot sous la fenêtre",
        "Les collines boisées au-dessus de La Roche depuis le sentier derrière le chalet",
      ],
    },
    de: {
      name: "Blockhütte an der Ourthe-Schleife",
      description: [
        "Eine Blockhütte an der letzten Schleife der Ourthe vor La Roche, mit dem Fluss am unteren Ende der Wiese und dem Wald direkt dahinter. Der Morgen beginnt mit Kaffee auf der Veranda, oft in Gesellschaft von Reihern; der Abend endet am Holzofen.",
        "Drinnen gibt es einen offenen Wohnraum mit einer kleinen, gut ausgestatteten Küche, ein Schlafzimmer mit Doppelbett, ein kleines Zimmer mit Etagenbett und ein Duschbad. Die Hütte ist eher schlicht als luxuriös, aber die Betten sind ausgezeichnet und der Ofen heizt alles in einer halben Stunde auf.",
        "Das Zentrum von La Roche mit seiner Burgruine, den Bäckereien und dem Kajakverleih liegt 2 km entfernt auf dem Weg am Fluss entlang. Direkt am Tor beginnen markierte Wanderwege zu den Aussichtspunkten oberhalb des Städtchens.",
      ],
      location: "La Roche-en-Ardenne, Provinz Luxemburg, Belgien",
      images: [
        "Die Blockhütte mit Veranda und Holzstapel am Waldrand",
        "Die Ourthe am unteren Ende der Wiese, von der Hütte aus gesehen",
        "Wohnraum mit brennendem Holzofen und einem Fenster zu den Bäumen",
        "Doppelzimmer mit Leinenbettwäsche und kleinem Fenster",
        "Kompakte Küche mit Kochinsel und Blick auf den Hang",
        "Duschbad mit freistehender Wanne unter dem Fenster",
        "Bewaldete Hügel über La Roche, vom Weg hinter der Hütte aus",
      ],
    },
  },
  "bouillon-castle-apartment": {
    nl: {
      name: "Appartement met kasteelzicht aan de Semois",
      description: [
        "Een licht appartement op de tweede verdieping aan de kade van Bouillon, met zicht over de Semois op het kasteel van Godfried van Bouillon op zijn rots. 's Avonds wordt het kasteel verlicht en weerspiegelt de rivier het vlak onder uw ramen.",
        "Twee slaapkamers, een met een tweepersoonsbed en een met twee eenpersoonsbedden, een badkamer met ligbad, en een open keuken met woonkamer die op het uitzicht uitkijkt. Het gebouw is oud en de trappen zijn steil; er is geen lift.",
        "In het stadje doet u alles te voet: het kasteel, het Archéoscope, de bakkers en de restaurants aan het water. In de zomer is de Semois ideaal om te kajakken, en het uitkijkpunt Tombeau du Géant, een kort ritje verderop, biedt een van de bekendste panorama's van de streek.",
      ],
      location: "Bouillon, provincie Luxemburg, België",
      images: [
        "De rij huizen aan de kade, met het appartement op de tweede verdieping",
        "Het kasteel van Bouillon op zijn rots boven de Semois",
        "Woonkamer met zetel, boekenkasten en een raam richting het kasteel",
        "Open keuken met een eiland en hanglampen",
        "Slaapkamer met tweepersoonsbed, nachtlampjes en een ingelijste prent",
        "Badkamer met vrijstaand bad en houten badmeubel",
      ],
    },
    fr: {
      name: "Appartement vue château sur la Semois",
      description: [
        "Un appartement lumineux au deuxième étage, sur le quai de Bouillon, face au château de Godefroid de Bouillon perché sur son rocher de l'autre côté de la Semois. Le soir, le château s'illumine et la rivière le reflète juste sous vos fenêtres.",
        "Deux chambres, l'une avec un lit double et l'autre avec deux lits simples, une salle de bain avec baignoire, ainsi qu'une cuisine ouverte sur le séjour, côté vue. L'immeuble est ancien et l'escalier est raide ; il n'y a pas d'ascenseur.",
        "Tout se fait à pied : le château, l'Archéoscope, les boulangeries et les restaurants au bord de l'eau. En été, la Semois se prête parfaitement au kayak, et le point de vue du Tombeau du Géant, à quelques minutes en voiture, offre l'un des panoramas les plus célèbres de la région.",
      ],
      location: "Bouillon, province de Luxembourg, Belgique",
      images: [
        "La rangée de maisons sur le quai, l'appartement au deuxième étage",
        "Le château de Bouillon sur son rocher au-dessus de la Semois",
        "Séjour avec canapé, bibliothèque et fenêtre côté château",
        "Cuisine ouverte avec îlot et suspensions",
        "Chambre double avec lampes de chevet et une gravure encadrée",
        "Salle de bain avec baignoire îlot et meuble vasque en bois",
      ],
    },
    de: {
      name: "Ferienwohnung mit Burgblick an der Semois",
      description: [
        "Eine helle Wohnung im zweiten Stock am Kai von Bouillon, mit Blick über die Semois auf die Burg Gottfrieds von Bouillon auf ihrem Felsen. Abends wird die Burg angestrahlt, und der Fluss spiegelt sie direkt unter Ihren Fenstern.",
        "Zwei Schlafzimmer, eines mit Doppelbett und eines mit zwei Einzelbetten, ein Bad mit Wanne sowie eine offene Küche mit Wohnzimmer und Aussicht. Das Haus ist alt und die Treppe steil; einen Aufzug gibt es nicht.",
        "Im Ort ist alles zu Fuß erreichbar: die Burg, das Archéoscope, die Bäckereien und die Restaurants am Fluss. Im Sommer lädt die Semois zum Kajakfahren ein, und der Aussichtspunkt Tombeau du Géant, nur eine kurze Fahrt entfernt, bietet einen der schönsten Ausblicke der Region.",
      ],
      location: "Bouillon, Provinz Luxemburg, Belgien",
      images: [
        "Die Häuserzeile am Kai, die Wohnung im zweiten Stock",
        "Die Burg von Bouillon auf ihrem Felsen über der Semois",
        "Wohnzimmer mit Sofa, Bücherregalen und Fenster zur Burg",
        "Offene Küche mit Kochinsel und Pendelleuchten",
        "Doppelzimmer mit Nachttischlampen und gerahmtem Druck",
        "Bad mit freistehender Badewanne und Waschtisch aus Holz",
      ],
    },
  },
  "spa-maison-du-parc": {
    nl: {
      description: [
        "Een statig stenen huis uit 1912 in een rustige straat achter het Parc de Sept Heures in Spa, tien minuten wandelen van de thermen en de bron Pouhon Pierre-le-Grand. De kamers zijn hoog en licht, met parketvloeren, een werkende open haard en een ommuurde tuin aan de achterkant.",
        "Vier slaapkamers voor acht personen: twee met een tweepersoonsbed, een met twee eenpersoonsbedden en een kleine tweepersoonskamer onder het dak. Er zijn twee badkamers, waarvan een met ligbad. De keuken komt uit in de tuin, waar een grote tafel klaarstaat voor zomeravonden.",
        "Spa-Francorchamps ligt op een kwartier rijden, waardoor het huis tijdens grandprixweekends erg gegeerd is; boek dus tijdig. Het kabelspoor naar de Thermes de Spa, de meren van Warfaaz en de Hoge Venen liggen allemaal dichtbij.",
      ],
      location: "Spa, provincie Luik, België",
      images: [
        "Het stenen huis met zijn luiken en voortuin",
        "Woonkamer met houtkachel en een hoog raam op de tuin",
        "Eetkamer met een lange eiken tafel, gedekt voor het diner",
        "Keuken met wandkasten, betegelde achterwand en een eiland",
        "Slaapkamer met tweepersoonsbed en zicht op de beboste heuvels boven Spa",
        "Slaapkamer met twee eenpersoonsbedden",
        "Badkamer met ligbad, spiegel en een plant bij het raam",
      ],
    },
    fr: {
      description: [
        "Une belle maison de pierre de 1912 dans une rue calme derrière le parc de Sept Heures, à Spa, à dix minutes à pied des thermes et du Pouhon Pierre-le-Grand. Les pièces sont hautes et lumineuses, avec parquet, cheminée en état de marche et, à l'arrière, un jardin clos de murs.",
        "Quatre chambres pour huit personnes : deux avec lit double, une avec lits jumeaux et une petite chambre double sous les toits. Deux salles de bain, dont une avec baignoire. La cuisine donne sur le jardin, où une grande table attend les soirées d'été.",
        "Spa-Francorchamps est à un quart d'heure en voiture, ce qui rend la maison très demandée les week-ends de Grand Prix : réservez tôt. Le funiculaire des Thermes de Spa, le lac de Warfaaz et le plateau des Hautes Fagnes sont tout proches.",
      ],
      location: "Spa, province de Liège, Belgique",
      images: [
        "La maison de pierre avec ses volets et son jardinet",
        "Séjour avec poêle à bois et haute fenêtre sur le jardin",
        "Salle à manger avec une longue table en chêne dressée pour le dîner",
        "Cuisine avec placards muraux, crédence carrelée et îlot",
        "Chambre double avec vue sur les collines boisées au-dessus de Spa",
        "Chambre avec deux lits simples",
        "Salle de bain avec baignoire, miroir et une plante près de la fenêtre",
      ],
    },
    de: {
      description: [
        "Ein stattliches Steinhaus von 1912 in einer ruhigen Straße hinter dem Parc de Sept Heures in Spa, zehn Gehminuten von den Thermen und der Quelle Pouhon Pierre-le-Grand. Die Räume sind hoch und hell, mit Parkett, einem funktionierenden Kamin und einem ummauerten Garten hinter dem Haus.",
        "Vier Schlafzimmer für acht Personen: zwei mit Doppelbett, eines mit zwei Einzelbetten und ein kleines Doppelzimmer unter dem Dach. Es gibt zwei Bäder, eines davon mit Wanne. Die Küche öffnet sich zum Garten, wo ein großer Tisch für Sommerabende steht.",
        "Spa-Francorchamps ist eine Viertelstunde mit dem Auto entfernt, deshalb ist das Haus an Grand-Prix-Wochenenden sehr gefragt; buchen Sie frühzeitig. Die Standseilbahn zu den Thermes de Spa, der See von Warfaaz und das Hohe Venn liegen ganz in der Nähe.",
      ],
      location: "Spa, Provinz Lüttich, Belgien",
      images: [
        "Das Steinhaus mit seinen Fensterläden und dem Vorgarten",
        "Wohnzimmer mit Holzofen und hohem Fenster zum Garten",
        "Esszimmer mit langem, gedecktem Eichentisch",
        "Küche mit Hängeschränken, gefliester Rückwand und Kochinsel",
        "Doppelzimmer mit Blick auf die bewaldeten Hügel über Spa",
        "Zweibettzimmer mit zwei Einzelbetten",
        "Bad mit Badewanne, Spiegel und einer Pflanze am Fenster",
      ],
    },
  },
  "stavelot-abbey-townhouse": {
    nl: {
      name: "Herenhuisje bij de abdij",
      description: [
        "Een smal achttiende-eeuws herenhuis op twee straten van de abdij van Stavelot, gerestaureerd met kalkpleister, eiken vloeren en een houtkachel in de oude schouw. Door de achterramen kijkt u over leien daken naar de beboste hellingen van de Amblèvevallei.",
        "Drie slaapkamers over drie verdiepingen, twee badkamers en een leefkeuken die uitkomt op een kleine binnenplaats. De trappen zijn steil en draaien, zoals in de meeste huizen van die leeftijd.",
        "Het circuit van Spa-Francorchamps ligt op 9 km en de Amblèvevallei is een prachtige streek om te fietsen. Het abdijmuseum, het Laetarecarnaval in het voorjaar en een handvol goede restaurants liggen allemaal op vijf minuten wandelen.",
      ],
      location: "Stavelot, provincie Luik, België",
      images: [
        "Het gerestaureerde stenen herenhuis met geschilderde luiken",
        "Woonkamer met de houtkachel in de oude schouw en een volle boekenkast",
        "Leefkeuken met een eiland en een raam op de binnenplaats",
        "Slaapkamer met tweepersoonsbed onder de balken op de bovenste verdieping",
        "Slaapkamer met twee eenpersoonsbedden en een ingelijste prent van de vallei",
        "De Amblève vlak buiten Stavelot",
      ],
    },
    fr: {
      name: "Maison de ville du quartier de l'Abbaye",
      description: [
        "Une étroite maison de ville du XVIIIe siècle, à deux rues de l'abbaye de Stavelot, restaurée à l'enduit à la chaux, avec des planchers en chêne et un poêle à bois dans l'ancien âtre. Depuis les fenêtres arrière, le regard file par-dessus les toits d'ardoise vers les versants boisés de la vallée de l'Amblève.",
        "Trois chambres sur trois niveaux, deux salles de bain et une cuisine-salle à manger qui s'ouvre sur une petite cour. Les escaliers sont raides et tournants, comme dans la plupart des maisons de cette époque.",
        "Le circuit de Spa-Francorchamps est à 9 km et la vallée de l'Amblève est un superbe terrain de jeu pour les cyclistes. Le musée de l'abbaye, le carnaval du Laetare au printemps et quelques bonnes tables sont à cinq minutes à pied.",
      ],
      location: "Stavelot, province de Liège, Belgique",
      images: [
        "La maison de ville en pierre restaurée, aux volets peints",
        "Séjour avec le poêle à bois dans l'ancien âtre et une bibliothèque bien remplie",
        "Cuisine-salle à manger avec îlot et fenêtre sur la cour",
        "Chambre double sous les poutres, au dernier étage",
        "Chambre à lits jumeaux avec une gravure encadrée de la vallée",
        "L'Amblève juste à la sortie de Stavelot",
      ],
    },
    de: {
      name: "Stadthaus im Abteiviertel",
      description: [
        "Ein schmales Stadthaus aus dem 18. Jahrhundert, zwei Straßen von der Abtei von Stavelot entfernt, restauriert mit Kalkputz, Eichendielen und einem Holzofen in der alten Feuerstelle. Aus den hinteren Fenstern blicken Sie über Schieferdächer auf die bewaldeten Hänge des Amblève-Tals.",
        "Drei Schlafzimmer auf drei Etagen, zwei Bäder und eine Wohnküche mit Zugang zu einem kleinen Innenhof. Die Treppen sind steil und gewunden, wie in den meisten Häusern dieses Alters.",
        "Die Rennstrecke von Spa-Francorchamps ist 9 km entfernt, und das Amblève-Tal ist ein herrliches Radfahrgebiet. Das Abteimuseum, der Laetare-Karneval im Frühjahr und eine Handvoll guter Restaurants liegen alle fünf Gehminuten entfernt.",
      ],
      location: "Stavelot, Provinz Lüttich, Belgien",
      images: [
        "Das restaurierte Stadthaus aus Stein mit bemalten Fensterläden",
        "Wohnzimmer mit dem Holzofen in der alten Feuerstelle und einem vollen Bücherregal",
        "Wohnküche mit Kochinsel und Fenster zum Innenhof",
        "Doppelzimmer unter den Balken im obersten Stock",
        "Zweibettzimmer mit einem gerahmten Druck des Tals",
        "Die Amblève gleich außerhalb von Stavelot",
      ],
    },
  },
  "houffalize-forest-cabin": {
    nl: {
      name: "Hutje aan de bosrand",
      description: [
        "Een klein houten hutje voor twee aan het eind van een grindweg boven Houffalize, waar de weiden ophouden en het sparrenbos begint. Geen buren in zicht, reeën bij valavond en een hemel vol sterren als het helder is.",
        "Eén kamer met een tweepersoonsbed, een houtkachel en een eenvoudig kitchenette, plus een doucheruimte. Het is compact en sober, en daar draait het net om. Het gsm-bereik is wisselend; er is geen televisie.",
        "Houffalize is de mountainbikehoofdstad van de Ardennen en de routes vertrekken aan het hutje. Door het dorp beneden stroomt de Oostelijke Ourthe; daar vindt u een bakker, een supermarkt en twee cafés.",
      ],
      location: "Houffalize, provincie Luxemburg, België",
      images: [
        "Het kleine houten hutje aan de rand van het sparrenbos",
        "Uitzicht over de heuvels van de Oostelijke Ourthe vanaf het hutje",
        "De enige kamer van het hutje, met houtkachel en zetel",
        "Tweepersoonsbed met een raam op het bos",
      ],
    },
    fr: {
      name: "Cabane à l'orée du bois",
      description: [
        "Une petite cabane en bois pour deux, au bout d'un chemin de gravier au-dessus de Houffalize, là où les prés s'arrêtent et où commence la forêt d'épicéas. Aucun voisin en vue, des chevreuils à la tombée du jour et un ciel constellé d'étoiles par temps clair.",
        "Une pièce avec un lit double, un poêle à bois et une kitchenette toute simple, plus une salle de douche. C'est compact et rustique, et c'est tout l'intérêt. Le réseau mobile est capricieux ; il n'y a pas de télévision.",
        "Houffalize est la capitale du VTT en Ardenne, et les parcours partent de la cabane. L'Ourthe orientale traverse le village en contrebas, où vous trouverez une boulangerie, un supermarché et deux cafés.",
      ],
      location: "Houffalize, province de Luxembourg, Belgique",
      images: [
        "La petite cabane en bois à l'orée de la forêt d'épicéas",
        "Vue sur les collines de l'Ourthe orientale depuis la cabane",
        "La pièce unique de la cabane, avec son poêle à bois et son canapé",
        "Lit double avec une fenêtre sur la forêt",
      ],
    },
    de: {
      name: "Hütte am Waldrand",
      description: [
        "Eine kleine Holzhütte für zwei am Ende eines Schotterwegs oberhalb von Houffalize, dort, wo die Wiesen aufhören und der Fichtenwald beginnt. Keine Nachbarn in Sicht, Rehe in der Dämmerung und bei klarem Himmel unzählige Sterne.",
        "Ein Raum mit Doppelbett, Holzofen und einer einfachen Kochnische, dazu ein Duschbad. Die Hütte ist klein und schlicht, und genau darum geht es. Der Handyempfang ist lückenhaft; einen Fernseher gibt es nicht.",
        "Houffalize ist die Mountainbike-Hauptstadt der Ardennen, und die Strecken beginnen direkt an der Hütte. Unten im Dorf fließt die Östliche Ourthe; dort finden Sie eine Bäckerei, einen Supermarkt und zwei Cafés.",
      ],
      location: "Houffalize, Provinz Luxemburg, Belgien",
      images: [
        "Die kleine Holzhütte am Rand des Fichtenwaldes",
        "Blick über die Hügel der Östlichen Ourthe von der Hütte aus",
        "Der einzige Raum der Hütte mit Holzofen und Sofa",
        "Doppelbett mit Fenster zum Wald",
      ],
    },
  },
  "vielsalm-lakeside-villa": {
    nl: {
      description: [
        "Een grote, moderne villa in de bossen boven het Lac des Doyards bij Vielsalm, gebouwd voor grote gezelschappen: veertien gasten, zeven slaapkamers en vijf badkamers, met een binnenzwembad, een sauna en een spelkamer op de benedenverdieping.",
        "Het gelijkvloers is één lange open ruimte met de keuken, een eettafel voor zestien en een zithoek rond een grote houtkachel, die allemaal uitkomen op een terras met hottub en uitzicht over de boomtoppen naar het meer. Boven heeft elke slaapkamer een eigen wastafel en de meeste ook een eigen doucheruimte.",
        "Een wandelpad loopt helemaal rond het meer, een gemakkelijk ommetje voor het ontbijt. De skipiste van de Baraque de Fraiture, de Salmvallei en de bossen rond Grand-Halleux liggen allemaal binnen twintig minuten. Verblijven zijn mogelijk vanaf vier nachten.",
      ],
      location: "Vielsalm, provincie Luxemburg, België",
      images: [
        "De villa tussen de bomen, met een glazen benedenverdieping die uitkomt op het terras",
        "Terras met de hottub en uitzicht over de boomtoppen",
        "Zithoek met houtkachel en zetels onder het balkenplafond",
        "Eettafel voor zestien onder hanglampen",
        "Open keuken met een lang eiland en barkrukken",
        "Slaapkamer met tweepersoonsbed en een raam op het bos",
        "Een van de slaapkamers met twee eenpersoonsbedden en een gedeeld nachtkastje",
        "Sauna met cederhouten banken naast het binnenzwembad",
        "De beboste heuvels van de Salmvallei rond het meer",
      ],
    },
    fr: {
      description: [
        "Une grande villa contemporaine dans les bois au-dessus du lac des Doyards, près de Vielsalm, conçue pour les grandes tablées : quatorze personnes, sept chambres et cinq salles de bain, avec piscine intérieure, sauna et salle de jeux au rez-de-jardin.",
        "Le rez-de-chaussée forme une longue pièce ouverte avec la cuisine, une table pour seize et un salon autour d'un grand poêle à bois, le tout donnant sur une terrasse avec jacuzzi et vue sur le lac par-dessus la cime des arbres. À l'étage, chaque chambre a son lavabo et la plupart leur propre salle de douche.",
        "Un sentier fait le tour complet du lac, une balade facile avant le petit-déjeuner. La piste de ski de la Baraque de Fraiture, la vallée de la Salm et les forêts autour de Grand-Halleux sont à moins de vingt minutes. Séjours de quatre nuits minimum.",
      ],
      location: "Vielsalm, province de Luxembourg, Belgique",
      images: [
        "La villa parmi les arbres, son rez-de-chaussée vitré ouvert sur la terrasse",
        "Terrasse avec jacuzzi et vue par-dessus la cime des arbres",
        "Salon avec poêle à bois et canapés sous le plafond à poutres",
        "Table pour seize sous les suspensions",
        "Cuisine ouverte avec un long îlot et des tabourets de bar",
        "Chambre double avec une fenêtre sur la forêt",
        "L'une des chambres à lits jumeaux, avec une table de chevet commune",
        "Sauna aux bancs en cèdre à côté de la piscine intérieure",
        "Les collines boisées de la vallée de la Salm autour du lac",
      ],
    },
    de: {
      description: [
        "Eine große, moderne Villa im Wald oberhalb des Lac des Doyards bei Vielsalm, gebaut für große Runden: vierzehn Gäste, sieben Schlafzimmer und fünf Bäder, mit Hallenbad, Sauna und Spielzimmer im Untergeschoss.",
        "Das Erdgeschoss ist ein einziger langer, offener Raum mit Küche, einem Esstisch für sechzehn und einer Sitzecke um einen großen Holzofen, alles mit Zugang zu einer Terrasse mit Whirlpool und Blick über die Baumwipfel auf den See. Oben hat jedes Schlafzimmer ein eigenes Waschbecken, die meisten auch ein eigenes Duschbad.",
        "Ein Fußweg führt einmal rund um den See, ein leichter Spaziergang vor dem Frühstück. Die Skipiste der Baraque de Fraiture, das Salmtal und die Wälder um Grand-Halleux sind alle in zwanzig Minuten erreichbar. Aufenthalte ab vier Nächten.",
      ],
      location: "Vielsalm, Provinz Luxemburg, Belgien",
      images: [
        "Die Villa zwischen den Bäumen, ihr verglastes Erdgeschoss öffnet sich zur Terrasse",
        "Terrasse mit Whirlpool und Blick über die Baumwipfel",
        "Sitzecke mit Holzofen und Sofas unter der Balkendecke",
        "Esstisch für sechzehn unter Pendelleuchten",
        "Offene Küche mit langer Kochinsel und Barhockern",
        "Doppelzimmer mit Fenster zum Wald",
        "Eines der Zweibettzimmer mit gemeinsamem Nachttisch",
        "Sauna mit Zedernholzbänken neben dem Hallenbad",
        "Die bewaldeten Hügel des Salmtals rund um den See",
      ],
    },
  },
  "malmedy-old-town-apartment": {
    nl: {
      name: "Appartement in het oude centrum van Malmedy",
      description: [
        "Een appartement met één slaapkamer boven een bakkerij, in een voetgangersstraat in het oude centrum van Malmedy, op een minuut van het kathedraalplein. De geur van vers brood 's ochtends krijgt u er gratis bij.",
        "Een slaapkamer met tweepersoonsbed, een woonkamer met een slaapbank voor een derde gast, een smalle keuken en een doucheruimte. Alles is onlangs gerenoveerd, met goede bedden en snel internet voor wie moet werken.",
        "Het natuurreservaat van de Hoge Venen, met de vlonderpaden over het veen, ligt een kwartier rijden de heuvel op, en Spa-Francorchamps op tien minuten. Op het einde van de winter vult de Cwarmê, het carnaval van Malmedy, de straten onder uw raam.",
      ],
      location: "Malmedy, provincie Luik, België",
      images: [
        "De voetgangersstraat in het oude centrum van Malmedy, met het appartement boven de bakkerij",
        "Woonkamer met slaapbank, boekenkast en een kleine houtkachel",
        "Smalle keuken met een ontbijtbar",
        "Slaapkamer met tweepersoonsbed, vers beddengoed en een raam op de heuvels",
        "Gerenoveerde badkamer met houten badmeubel",
      ],
    },
    fr: {
      name: "Appartement dans la vieille ville de Malmedy",
      description: [
        "Un appartement d'une chambre au-dessus d'une boulangerie, dans une rue piétonne du vieux centre de Malmedy, à une minute de la place de la cathédrale. L'odeur du pain frais le matin est offerte.",
        "Une chambre avec lit double, un séjour avec canapé-lit pour une troisième personne, une cuisine en longueur et une salle de douche. Tout a été rénové récemment, avec une bonne literie et une connexion rapide pour ceux qui doivent travailler.",
        "La réserve naturelle des Hautes Fagnes, avec ses caillebotis au-dessus des tourbières, est à un quart d'heure de route en montant, et Spa-Francorchamps à dix minutes. À la fin de l'hiver, le Cwarmê de Malmedy envahit les rues juste en dessous.",
      ],
      location: "Malmedy, province de Liège, Belgique",
      images: [
        "La rue piétonne de la vieille ville de Malmedy, l'appartement au-dessus de la boulangerie",
        "Séjour avec canapé-lit, bibliothèque et petit poêle à bois",
        "Cuisine en longueur avec un comptoir pour le petit-déjeuner",
        "Chambre double avec draps frais et une fenêtre sur les collines",
        "Salle de bain rénovée avec meuble vasque en bois",
      ],
    },
    de: {
      name: "Altstadtwohnung in Malmedy",
      description: [
        "Eine Wohnung mit einem Schlafzimmer über einer Bäckerei, in einer Fußgängerstraße der Altstadt von Malmedy, eine Minute vom Domplatz entfernt. Den Duft von frischem Brot am Morgen gibt es gratis dazu.",
        "Ein Schlafzimmer mit Doppelbett, ein Wohnzimmer mit Schlafsofa für einen dritten Gast, eine schmale Küchenzeile und ein Duschbad. Alles wurde vor Kurzem renoviert, mit guten Betten und schnellem Internet für alle, die arbeiten müssen.",
        "Das Naturschutzgebiet Hohes Venn mit seinen Holzstegen über das Moor liegt eine Viertelstunde bergauf, Spa-Francorchamps zehn Minuten entfernt. Im ausgehenden Winter füllt der Cwarmê, der Karneval von Malmedy, die Straßen vor Ihrer Tür.",
      ],
      location: "Malmedy, Provinz Lüttich, Belgien",
      images: [
        "Die Fußgängerstraße in der Altstadt von Malmedy, die Wohnung über der Bäckerei",
        "Wohnzimmer mit Schlafsofa, Bücherregal und kleinem Holzofen",
        "Schmale Küchenzeile mit Frühstückstheke",
        "Doppelzimmer mit frischer Bettwäsche und Fenster zu den Hügeln",
        "Renoviertes Bad mit Waschtisch aus Holz",
      ],
    },
  },
  "vresse-tobacco-barn": {
    nl: {
      name: "De Tabaksschuur",
      description: [
        "Tweehonderd jaar lang werd langs de Semois tabak geteeld en gedroogd, in hoge houten schuren zoals deze aan de rand van Vresse. Wij hebben ze omgebouwd tot een warme, rustieke hut voor vijf, met behoud van de oude balken en de latten in de wanden die de lucht langs de bladeren lieten stromen.",
        "Beneden is één grote ruimte met een keuken, een lange tafel en een houtkachel; boven, onder het dak, delen een kamer met tweepersoonsbed en een kamer met twee eenpersoonsbedden een doucheruimte. Buiten staat een cederhouten hottub op het terras, met zicht op de weiden aan de rivier.",
        "De Semois stroomt onderaan de tuin: huur een kajak in het dorp en peddel naar Bohan, of volg een van de bewegwijzerde lussen naar de uitkijkpunten boven de rivier. De cafés van het dorp en het tabaksmuseum liggen op vijf minuten wandelen.",
      ],
      location: "Vresse-sur-Semois, provincie Namen, België",
      images: [
        "De verbouwde houten schuur met veranda en opgestapeld brandhout",
        "De weiden langs de Semois onderaan de tuin",
        "De grote ruimte beneden, met houtkachel en zetel",
        "Slaapkamer met tweepersoonsbed onder het dak",
        "Kamer met twee eenpersoonsbedden",
        "Keuken met een eiland en barkrukken",
        "Cederhouten hottub op het terras, met zicht op de vallei",
      ],
    },
    fr: {
      name: "Le Séchoir à tabac",
      description: [
        "Pendant deux siècles, on a cultivé et séché le tabac le long de la Semois, dans de hauts séchoirs en bois comme celui-ci, à l'entrée de Vresse. Le nôtre est devenu un chalet chaleureux et rustique pour cinq personnes, qui a gardé ses vieilles poutres et ses parois à claire-voie qui laissaient l'air circuler entre les feuilles.",
        "Au rez-de-chaussée, une grande pièce unique avec cuisine, longue table et poêle à bois ; à l'étage, sous le toit, une chambre double et une chambre à lits jumeaux se partagent une salle de douche. Dehors, un bain nordique en cèdre attend sur la terrasse, face aux prairies qui bordent la rivière.",
        "La Semois coule au fond du jardin : louez un kayak au village et descendez jusqu'à Bohan, ou suivez l'une des boucles balisées vers les points de vue qui dominent la rivière. Les cafés du village et le musée du tabac sont à cinq minutes à pied.",
      ],
      location: "Vresse-sur-Semois, province de Namur, Belgique",
      images: [
        "Le séchoir en bois rénové, son porche et ses bûches empilées",
        "Les prairies de la Semois au fond du jardin",
        "La grande pièce du rez-de-chaussée, avec poêle à bois et canapé",
        "Chambre double sous le toit",
        "Chambre avec deux lits simples",
        "Cuisine avec îlot et tabourets de bar",
        "Bain nordique en cèdre sur la terrasse, face à la vallée",
      ],
    },
    de: {
      name: "Die Tabakscheune",
      description: [
        "Zweihundert Jahre lang wurde an der Semois Tabak angebaut und getrocknet, in hohen Holzscheunen wie dieser am Ortsrand von Vresse. Unsere wurde zu einer gemütlichen, rustikalen Hütte für fünf Personen umgebaut; die alten Balken und die Lattenwände, durch die einst die Luft an die Blätter kam, sind geblieben.",
        "Unten liegt ein großer Raum mit Küche, langem Tisch und Holzofen; oben unter dem Dach teilen sich ein Doppelzimmer und ein Zweibettzimmer ein Duschbad. Draußen steht auf der Terrasse ein Hot Tub aus Zedernholz mit Blick auf die Flusswiesen.",
        "Die Semois fließt am Ende des Gartens: Leihen Sie sich im Dorf ein Kajak und paddeln Sie bis Bohan, oder folgen Sie einem der markierten Rundwege zu den Aussichtspunkten über dem Fluss. Die Dorfcafés und das Tabakmuseum sind fünf Gehminuten entfernt.",
      ],
      location: "Vresse-sur-Semois, Provinz Namur, Belgien",
      images: [
        "Die umgebaute Holzscheune mit Veranda und aufgestapeltem Brennholz",
        "Die Semois-Wiesen am Ende des Gartens",
        "Der große Raum im Erdgeschoss mit Holzofen und Sofa",
        "Doppelzimmer unter dem Dach",
        "Zimmer mit zwei Einzelbetten",
        "Küche mit Kochinsel und Barhockern",
        "Hot Tub aus Zedernholz auf der Terrasse, mit Blick ins Tal",
      ],
    },
  },
  "han-lesse-apartment": {
    nl: {
      name: "Appartement in de Lessevallei",
      description: [
        "Een gelijkvloers appartement in een verbouwde boerderij in Han-sur-Lesse, met een eigen ingang en een tuintje aan de achterkant. Op twee minuten wandelen vertrekt het trammetje naar de ingang van de Grotten van Han.",
        "Twee slaapkamers, een met een tweepersoonsbed en een met twee eenpersoonsbedden, een badkamer met ligbad en een leefkeuken met deuren naar de tuin. Gezinnen zijn hier aan het goede adres, met een babybedje, een kinderstoel en een kist vol speelgoed.",
        "Naast de grotten en het wildpark is de Lesse rustig genoeg voor een eerste kajaktocht, en de korte klim naar de uitkijkpunten boven het dorp is zeker de moeite. Rochefort ligt op vijf minuten rijden.",
      ],
      location: "Han-sur-Lesse, provincie Namen, België",
      images: [
        "De dorpsstraat in Han-sur-Lesse",
        "Leefkeuken met zetel en een glazen deur naar de tuin",
        "Keuken met een ontbijteiland",
        "Kinderkamer met twee eenpersoonsbedden",
        "Badkamer met ligbad en houten badmeubel",
      ],
    },
    fr: {
      name: "Appartement de la vallée de la Lesse",
      description: [
        "Un appartement de plain-pied dans une ancienne ferme rénovée de Han-sur-Lesse, avec entrée privée et petit jardin à l'arrière. Le tram qui mène à l'entrée des Grottes de Han part à deux minutes à pied.",
        "Deux chambres, l'une avec lit double et l'autre avec lits jumeaux, une salle de bain avec baignoire et une cuisine-séjour qui s'ouvre sur le jardin. Les familles sont choyées : lit bébé, chaise haute et coffre à jouets sont prévus.",
        "Outre les grottes et le parc animalier, la Lesse est assez calme pour une première descente en kayak, et la courte montée vers les points de vue au-dessus du village vaut vraiment le détour. Rochefort est à cinq minutes en voiture.",
      ],
      location: "Han-sur-Lesse, province de Namur, Belgique",
      images: [
        "La rue du village à Han-sur-Lesse",
        "Cuisine-séjour avec canapé et porte vitrée sur le jardin",
        "Cuisine avec îlot pour le petit-déjeuner",
        "Chambre à lits jumeaux pour les enfants",
        "Salle de bain avec baignoire et meuble vasque en bois",
      ],
    },
    de: {
      name: "Ferienwohnung im Lessetal",
      description: [
        "Eine Erdgeschosswohnung in einem umgebauten Bauernhaus in Han-sur-Lesse, mit eigenem Eingang und einem kleinen Garten hinter dem Haus. Zwei Gehminuten entfernt fährt die Bahn zum Eingang der Grotten von Han ab.",
        "Zwei Schlafzimmer, eines mit Doppelbett und eines mit zwei Einzelbetten, ein Bad mit Wanne und eine Wohnküche mit Türen zum Garten. Familien sind hier bestens aufgehoben: Babybett, Hochstuhl und eine Kiste voller Spielzeug stehen bereit.",
        "Neben den Grotten und dem Wildpark ist die Lesse ruhig genug für die erste Kajaktour, und der kurze Aufstieg zu den Aussichtspunkten über dem Dorf lohnt sich sehr. Rochefort liegt fünf Autominuten entfernt.",
      ],
      location: "Han-sur-Lesse, Provinz Namur, Belgien",
      images: [
        "Die Dorfstraße in Han-sur-Lesse",
        "Wohnküche mit Sofa und Glastür zum Garten",
        "Küche mit Frühstücksinsel",
        "Zweibettzimmer für die Kinder",
        "Bad mit Wanne und Waschtisch aus Holz",
      ],
    },
  },
  "coo-waterfall-villa": {
    nl: {
      description: [
        "Een villa uit de jaren dertig op de helling boven de waterval van Coo, gerenoveerd met grote ramen, een lichte open keuken en een terras met hottub dat uitkijkt over de Amblèvevallei. Op een rustige avond hoort u de waterval vanuit de tuin.",
        "Vijf slaapkamers voor tien personen, met drie badkamers. Op de benedenverdieping is er een gezellige hoek met houtkachel en een spelhoek; in de tuin staan een barbecue en een vuurschaal, en er is plaats genoeg om een balletje te trappen.",
        "Spa-Francorchamps ligt op 8 km, en tijdens raceweekends hoort u dat ook. De Amblève is populair om te kajakken tussen Coo en Trois-Ponts, en de Ninglinspo, misschien wel de mooiste beekwandeling van België, ligt op twintig minuten.",
      ],
      location: "Coo, Stavelot, provincie Luik, België",
      images: [
        "De gerenoveerde villa en haar terras op de helling boven Coo",
        "Hottub op het terras, met uitzicht over de Amblèvevallei",
        "Gezellige hoek met houtkachel en een goed gevulde boekenkast",
        "Lichte open keuken met een eiland en drie hanglampen",
        "Eettafel voor tien tussen twee ramen",
        "Slaapkamer met tweepersoonsbed, nachtlampjes en zicht op de heuvels",
        "Badkamer met een vrijstaand bad onder het raam",
        "De Amblève onder de villa",
      ],
    },
    fr: {
      description: [
        "Une villa des années 1930 accrochée au coteau au-dessus de la cascade de Coo, rénovée avec de grandes baies, une cuisine ouverte lumineuse et une terrasse avec jacuzzi face à la vallée de l'Amblève. Les soirs de calme, on entend la cascade depuis le jardin.",
        "Cinq chambres pour dix personnes et trois salles de bain. Au rez-de-jardin, un petit salon douillet avec poêle à bois et un coin jeux ; au jardin, un barbecue, un brasero et de la place pour un match de foot.",
        "Spa-Francorchamps est à 8 km, et les week-ends de course, vous l'entendrez aussi. L'Amblève est très prisée pour le kayak entre Coo et Trois-Ponts, et le Ninglinspo, sans doute la plus belle promenade le long d'un ruisseau en Belgique, est à vingt minutes.",
      ],
      location: "Coo, Stavelot, province de Liège, Belgique",
      images: [
        "La villa rénovée et sa terrasse à flanc de coteau au-dessus de Coo",
        "Jacuzzi sur la terrasse, face à la vallée de l'Amblève",
        "Petit salon douillet avec poêle à bois et bibliothèque bien garnie",
        "Cuisine ouverte lumineuse avec îlot et trois suspensions",
        "Table pour dix entre deux fenêtres",
        "Chambre double avec lampes de chevet et vue sur les collines",
        "Salle de bain avec baignoire îlot sous la fenêtre",
        "L'Amblève en contrebas de la villa",
      ],
    },
    de: {
      description: [
        "Eine Villa aus den 1930er-Jahren am Hang über dem Wasserfall von Coo, renoviert mit großen Fenstern, einer hellen offenen Küche und einer Terrasse mit Whirlpool und Blick über das Amblève-Tal. An ruhigen Abenden hören Sie den Wasserfall bis in den Garten.",
        "Fünf Schlafzimmer für zehn Personen und drei Bäder. Im Untergeschoss gibt es eine gemütliche Ecke mit Holzofen und eine Spielecke; im Garten stehen ein Grill und eine Feuerstelle, und es ist Platz für eine Runde Fußball.",
        "Spa-Francorchamps ist 8 km entfernt, und an Rennwochenenden hören Sie auch das. Die Amblève ist zwischen Coo und Trois-Ponts beliebt zum Kajakfahren, und der Ninglinspo, vielleicht die schönste Bachwanderung Belgiens, liegt zwanzig Minuten entfernt.",
      ],
      location: "Coo, Stavelot, Provinz Lüttich, Belgien",
      images: [
        "Die renovierte Villa und ihre Terrasse am Hang über Coo",
        "Whirlpool auf der Terrasse mit Blick über das Amblève-Tal",
        "Gemütliche Ecke mit Holzofen und gut gefülltem Bücherregal",
        "Helle offene Küche mit Kochinsel und drei Pendelleuchten",
        "Esstisch für zehn zwischen zwei Fenstern",
        "Doppelzimmer mit Nachttischlampen und Blick auf die Hügel",
        "Bad mit freistehender Wanne unter dem Fenster",
        "Die Amblève unterhalb der Villa",
      ],
    },
  },
};

/** The catalogue's and the house rules' words, by their English text. */
const phrases: Record<string, InEach> = {
  // Amenity categories
  Kitchen: { nl: "Keuken", fr: "Cuisine", de: "Küche" },
  Bathroom: { nl: "Badkamer", fr: "Salle de bain", de: "Badezimmer" },
  Outdoor: { nl: "Buiten", fr: "Extérieur", de: "Im Freien" },
  Entertainment: { nl: "Ontspanning", fr: "Loisirs", de: "Unterhaltung" },
  Comfort: { nl: "Comfort", fr: "Confort", de: "Komfort" },
  Family: { nl: "Gezin", fr: "Famille", de: "Familie" },
  "Parking & Access": {
    nl: "Parkeren en toegang",
    fr: "Parking et accès",
    de: "Parken und Zugang",
  },
  // Amenities
  Oven: { nl: "Oven", fr: "Four", de: "Backofen" },
  Dishwasher: { nl: "Vaatwasser", fr: "Lave-vaisselle", de: "Geschirrspüler" },
  "Coffee machine": { nl: "Koffiezetapparaat", fr: "Machine à café", de: "Kaffeemaschine" },
  Microwave: { nl: "Microgolfoven", fr: "Four à micro-ondes", de: "Mikrowelle" },
  "Fridge-freezer": {
    nl: "Koel-vriescombinatie",
    fr: "Réfrigérateur-congélateur",
    de: "Kühl-Gefrier-Kombination",
  },
  "Toaster & kettle": {
    nl: "Broodrooster en waterkoker",
    fr: "Grille-pain et bouilloire",
    de: "Toaster und Wasserkocher",
  },
  Bathtub: { nl: "Ligbad", fr: "Baignoire", de: "Badewanne" },
  "Walk-in shower": { nl: "Inloopdouche", fr: "Douche à l'italienne", de: "Ebenerdige Dusche" },
  "Hair dryer": { nl: "Haardroger", fr: "Sèche-cheveux", de: "Haartrockner" },
  "Towels provided": {
    nl: "Handdoeken inbegrepen",
    fr: "Serviettes fournies",
    de: "Handtücher inklusive",
  },
  "Washing machine": { nl: "Wasmachine", fr: "Lave-linge", de: "Waschmaschine" },
  Barbecue: { nl: "Barbecue", fr: "Barbecue", de: "Grill" },
  "Outdoor dining area": {
    nl: "Eethoek buiten",
    fr: "Coin repas extérieur",
    de: "Essplatz im Freien",
  },
  "Fire pit": { nl: "Vuurschaal", fr: "Brasero", de: "Feuerstelle" },
  Bicycles: { nl: "Fietsen", fr: "Vélos", de: "Fahrräder" },
  "Sun loungers": { nl: "Ligstoelen", fr: "Transats", de: "Sonnenliegen" },
  "Smart TV": { nl: "Smart-tv", fr: "Smart TV", de: "Smart-TV" },
  "Board games": { nl: "Gezelschapsspellen", fr: "Jeux de société", de: "Gesellschaftsspiele" },
  "Books and maps": {
    nl: "Boeken en wandelkaarten",
    fr: "Livres et cartes de randonnée",
    de: "Bücher und Wanderkarten",
  },
  "Bluetooth speaker": {
    nl: "Bluetooth-speaker",
    fr: "Enceinte Bluetooth",
    de: "Bluetooth-Lautsprecher",
  },
  "Table tennis": { nl: "Pingpongtafel", fr: "Table de ping-pong", de: "Tischtennisplatte" },
  "Central heating": { nl: "Centrale verwarming", fr: "Chauffage central", de: "Zentralheizung" },
  "Bed linen provided": {
    nl: "Bedlinnen inbegrepen",
    fr: "Linge de lit fourni",
    de: "Bettwäsche inklusive",
  },
  "Blackout curtains": {
    nl: "Verduisterende gordijnen",
    fr: "Rideaux occultants",
    de: "Verdunkelungsvorhänge",
  },
  "Dedicated workspace": {
    nl: "Aparte werkplek",
    fr: "Espace de travail",
    de: "Eigener Arbeitsplatz",
  },
  "Baby cot": { nl: "Babybedje", fr: "Lit bébé", de: "Babybett" },
  "High chair": { nl: "Kinderstoel", fr: "Chaise haute", de: "Hochstuhl" },
  "Toys and children's books": {
    nl: "Speelgoed en kinderboeken",
    fr: "Jouets et livres pour enfants",
    de: "Spielzeug und Kinderbücher",
  },
  "Outdoor play area": { nl: "Speeltuin", fr: "Aire de jeux", de: "Spielplatz" },
  "Free parking on site": {
    nl: "Gratis parkeren bij het huis",
    fr: "Parking gratuit sur place",
    de: "Kostenloser Parkplatz am Haus",
  },
  "Private garage": { nl: "Eigen garage", fr: "Garage privé", de: "Eigene Garage" },
  "Private entrance": { nl: "Eigen ingang", fr: "Entrée privée", de: "Separater Eingang" },
  "Self check-in (key box)": {
    nl: "Zelf inchecken (sleutelkluisje)",
    fr: "Arrivée autonome (boîte à clés)",
    de: "Selbst-Check-in (Schlüsselsafe)",
  },
  // Features
  "Hot tub": { nl: "Hottub", fr: "Jacuzzi", de: "Whirlpool" },
  Sauna: { nl: "Sauna", fr: "Sauna", de: "Sauna" },
  Fireplace: { nl: "Open haard", fr: "Cheminée", de: "Kamin" },
  "River view": { nl: "Zicht op de rivier", fr: "Vue sur la rivière", de: "Flussblick" },
  "Forest view": { nl: "Zicht op het bos", fr: "Vue sur la forêt", de: "Waldblick" },
  "Pet friendly": { nl: "Huisdieren welkom", fr: "Animaux bienvenus", de: "Haustiere willkommen" },
  "EV charger": {
    nl: "Laadpaal voor elektrische auto's",
    fr: "Borne de recharge",
    de: "Ladestation für E-Autos",
  },
  "Wi-Fi": { nl: "Wifi", fr: "Wi-Fi", de: "WLAN" },
  "Private garden": { nl: "Eigen tuin", fr: "Jardin privatif", de: "Eigener Garten" },
  "Indoor pool": { nl: "Binnenzwembad", fr: "Piscine intérieure", de: "Hallenbad" },
  "Game room": { nl: "Spelkamer", fr: "Salle de jeux", de: "Spielzimmer" },
  "Walk to the village": {
    nl: "Te voet naar het dorp",
    fr: "Village accessible à pied",
    de: "Zu Fuß ins Dorf",
  },
  "Hiking from the door": {
    nl: "Wandelen vanaf de voordeur",
    fr: "Randonnées au départ de la maison",
    de: "Wandern ab der Haustür",
  },
  // House rules
  "No smoking": { nl: "Niet roken", fr: "Non-fumeur", de: "Rauchen verboten" },
  "Not indoors, please. There is an ashtray by the back door.": {
    nl: "Binnen liever niet. Bij de achterdeur staat een asbak.",
    fr: "Pas à l'intérieur, s'il vous plaît. Un cendrier vous attend près de la porte arrière.",
    de: "Bitte nicht im Haus. An der Hintertür steht ein Aschenbecher.",
  },
  "Quiet hours 22:00-07:00": {
    nl: "Nachtrust van 22:00 tot 07:00",
    fr: "Calme de 22 h à 7 h",
    de: "Nachtruhe von 22 bis 7 Uhr",
  },
  "Sound carries a long way in the valley; the neighbours will thank you.": {
    nl: "Geluid draagt ver in de vallei; de buren zullen u dankbaar zijn.",
    fr: "Le bruit porte loin dans la vallée ; les voisins vous en remercieront.",
    de: "Im Tal trägt der Schall weit; die Nachbarn werden es Ihnen danken.",
  },
  "No parties or events": {
    nl: "Geen feesten of evenementen",
    fr: "Ni fêtes ni événements",
    de: "Keine Partys oder Veranstaltungen",
  },
  "Birthdays around the table are welcome; hired music and extra guests are not.": {
    nl: "Een verjaardag rond de tafel mag zeker; een ingehuurde dj en extra gasten niet.",
    fr: "Un anniversaire autour de la table, volontiers ; un DJ et des invités en plus, non.",
    de: "Ein Geburtstag am Esstisch ist willkommen, ein DJ und zusätzliche Gäste nicht.",
  },
  "No pets": { nl: "Geen huisdieren", fr: "Animaux non admis", de: "Keine Haustiere" },
  "Several of our regular guests have allergies.": {
    nl: "Een aantal van onze vaste gasten heeft een allergie.",
    fr: "Plusieurs de nos habitués sont allergiques.",
    de: "Mehrere unserer Stammgäste haben Allergien.",
  },
  "Pets allowed": { nl: "Huisdieren toegestaan", fr: "Animaux admis", de: "Haustiere erlaubt" },
  "One well-behaved dog, to add when you book (see Extras). Not on the beds.": {
    nl: "Eén brave hond, toe te voegen bij het boeken (zie Extra's). Niet op de bedden.",
    fr: "Un chien bien élevé, à ajouter en réservant (voir Suppléments). Pas sur les lits.",
    de: "Ein gut erzogener Hund, beim Buchen hinzuzufügen (siehe Extras). Nicht auf die Betten.",
  },
  "Dogs are welcome: add them when you book (see Extras). Please keep them on a lead in the forest.":
    {
      nl: "Honden zijn welkom: voeg ze toe bij het boeken (zie Extra's). Houd ze in het bos wel aan de lijn.",
      fr: "Les chiens sont les bienvenus : ajoutez-les en réservant (voir Suppléments). Merci de les tenir en laisse en forêt.",
      de: "Hunde sind willkommen: Fügen Sie sie beim Buchen hinzu (siehe Extras). Im Wald bitte an der Leine führen.",
    },
  "Dogs welcome: add them when you book (see Extras). Not in the hot tub, however much they insist.":
    {
      nl: "Honden welkom: voeg ze toe bij het boeken (zie Extra's). Niet in de hottub, hoe hard ze ook aandringen.",
      fr: "Chiens bienvenus : ajoutez-les en réservant (voir Suppléments). Pas dans le bain nordique, même s’ils insistent.",
      de: "Hunde willkommen: Fügen Sie sie beim Buchen hinzu (siehe Extras). Nicht in den Hot Tub, so sehr sie auch betteln.",
    },
  "Including children and babies. Day visitors by arrangement.": {
    nl: "Kinderen en baby's inbegrepen. Dagbezoek in overleg.",
    fr: "Enfants et bébés compris. Visiteurs en journée sur demande.",
    de: "Kinder und Babys eingerechnet. Tagesbesuch nach Absprache.",
  },
  "Sort your waste": { nl: "Sorteer uw afval", fr: "Triez vos déchets", de: "Bitte Müll trennen" },
  "PMD, paper, glass and the rest each have their own bin; the guide explains.": {
    nl: "PMD, papier, glas en restafval hebben elk hun eigen vuilbak; in de huisgids leest u hoe.",
    fr: "PMC, papier, verre et déchets résiduels ont chacun leur poubelle ; le guide de la maison vous explique tout.",
    de: "Verpackungen, Papier, Glas und Restmüll haben je eine eigene Tonne; die Hausmappe erklärt, was wohin gehört.",
  },
  "Use the wood stove with care": {
    nl: "Stook de houtkachel met zorg",
    fr: "Utilisez le poêle à bois avec prudence",
    de: "Den Holzofen bitte mit Vorsicht benutzen",
  },
  "Dry logs only, door closed, and never leave it burning when you go out.": {
    nl: "Alleen droog hout, deurtje dicht, en laat hem nooit branden als u weggaat.",
    fr: "Uniquement du bois sec, porte fermée, et ne le laissez jamais allumé en votre absence.",
    de: "Nur trockenes Holz, Tür geschlossen, und nie brennen lassen, wenn Sie das Haus verlassen.",
  },
  "Close the garden gate": {
    nl: "Sluit het tuinhek",
    fr: "Fermez le portail du jardin",
    de: "Gartentor bitte schließen",
  },
  "Deer and the neighbour's sheep like the vegetable garden too.": {
    nl: "Reeën en de schapen van de buren lusten de moestuin ook wel.",
    fr: "Les chevreuils et les moutons du voisin apprécient eux aussi le potager.",
    de: "Rehe und die Schafe des Nachbarn mögen den Gemüsegarten auch.",
  },
  "Shoes off upstairs": {
    nl: "Boven geen schoenen",
    fr: "Pas de chaussures à l'étage",
    de: "Oben bitte ohne Schuhe",
  },
  "Muddy boots stay in the boot room; slippers are in the hall.": {
    nl: "Modderige laarzen blijven in de bijkeuken; pantoffels staan in de hal.",
    fr: "Les bottes boueuses restent dans le cellier ; des pantoufles vous attendent dans l'entrée.",
    de: "Schlammige Stiefel bleiben im Stiefelraum; Hausschuhe stehen im Flur.",
  },
  "Hot tub: shower first, cover after": {
    nl: "Hottub: eerst douchen, daarna afdekken",
    fr: "Jacuzzi : douche avant, couvercle après",
    de: "Whirlpool: vorher duschen, danach abdecken",
  },
  "No glass in or around the tub, and children only with an adult.": {
    nl: "Geen glas in of rond het bad, en kinderen alleen onder begeleiding van een volwassene.",
    fr: "Pas de verre dans le bain ni autour, et les enfants uniquement accompagnés d'un adulte.",
    de: "Kein Glas im oder am Whirlpool, Kinder nur in Begleitung eines Erwachsenen.",
  },
  "Tell us your arrival time": {
    nl: "Laat ons uw aankomstuur weten",
    fr: "Indiquez-nous votre heure d'arrivée",
    de: "Teilen Sie uns Ihre Ankunftszeit mit",
  },
  "A message the day before is enough; we will explain the key box.": {
    nl: "Een berichtje de dag voordien volstaat; wij leggen u uit hoe het sleutelkluisje werkt.",
    fr: "Un message la veille suffit ; nous vous expliquerons comment fonctionne la boîte à clés.",
    de: "Eine Nachricht am Vortag genügt; wir erklären Ihnen den Schlüsselsafe.",
  },
};

/** "Maximum 12 guests", which the seed writes for each home's own number. */
function maximumGuests(text: string): InEach | undefined {
  const guests = /^Maximum (\d+) guests$/.exec(text)?.[1];
  if (guests === undefined) return undefined;
  return {
    nl: `Maximaal ${guests} gasten`,
    fr: `${guests} personnes maximum`,
    de: `Höchstens ${guests} Gäste`,
  };
}

/**
 * A catalogue name or a house rule's words in every language; the seed fails on one it does
 * not know, so that the demonstration is never half translated.
 */
export function inEachLanguage(english: string): InEach {
  const translated = phrases[english] ?? maximumGuests(english);
  if (!translated) throw new Error(`Seed text without translations: "${english}"`);
  return translated;
}
