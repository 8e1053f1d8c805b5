// Dialogue scripts of the generated demo conversations (German, about math). A conversation
// takes the first turns of a script; {name} is the student's first name.

export interface Turn {
  role: 'user' | 'assistant' | 'tool';
  text: string;
  /** user: text (typed) or voice (spoken); tool: the tool's name. Default text. */
  source?: 'text' | 'voice' | 'calculator';
}

export interface Dialogue {
  title: string;
  /** The grades the script fits. */
  grades: readonly [number, number];
  /** One sentence for the conversation's digest; {name} and {character} are filled in. */
  digest: string;
  turns: readonly Turn[];
}

const u = (text: string, source: 'text' | 'voice' = 'text'): Turn => ({ role: 'user', text, source });
const a = (text: string): Turn => ({ role: 'assistant', text });
const calc = (expression: string, result: string): Turn => ({
  role: 'tool',
  source: 'calculator',
  text: JSON.stringify({ expression, result }).replace(/,"/g, ', "').replace(/":/g, '": '),
});

export const DIALOGUES: readonly Dialogue[] = [
  {
    title: 'Brüche kürzen',
    grades: [5, 6],
    digest: '{name} hat mit {character} Brüche gekürzt und den größten gemeinsamen Teiler gesucht.',
    turns: [
      u('Hallo, wie kürze ich $\\frac{12}{18}$?'),
      a('Hallo {name}! Beim Kürzen teilst du Zähler und Nenner durch dieselbe Zahl. Welche Zahl teilt sowohl 12 als auch 18?'),
      u('2 geht bei beiden', 'voice'),
      a('Richtig, dann hast du $\\frac{6}{9}$. Kannst du noch weiter kürzen?'),
      u('ja durch 3, dann $\\frac{2}{3}$'),
      a('Genau! Du hättest auch gleich durch 6 teilen können, den größten gemeinsamen Teiler von 12 und 18. Versuch mal $\\frac{15}{25}$.'),
      u('durch 5 ist das $\\frac{3}{5}$'),
      a('Perfekt, $\\frac{15}{25} = \\frac{3}{5}$. Du hast das Kürzen verstanden!'),
    ],
  },
  {
    title: 'Rabatt beim Fahrradkauf',
    grades: [6, 9],
    digest: '{name} hat mit {character} einen Rabatt in Prozent berechnet und dabei den Taschenrechner benutzt.',
    turns: [
      u('Ein Fahrrad kostet 480 € und es gibt 25 % Rabatt. Wie viel kostet es dann?'),
      a('Gute Frage, {name}! Was bedeutet $25\\,\\%$ als Bruch? Das hilft dir beim Rechnen.'),
      u('ein Viertel?'),
      a('Genau, $25\\,\\% = \\frac{1}{4}$. Wie viel ist ein Viertel von 480 €?'),
      u('120', 'voice'),
      calc('480 - 120', '360'),
      a('Richtig, der Rabatt beträgt 120 €. Das Fahrrad kostet also $480 - 120 = 360$ €. Man kann auch direkt $480 \\cdot 0{,}75$ rechnen.'),
      u('Ah cool, das mit 0,75 ist schneller'),
      a('Ja! $100\\,\\% - 25\\,\\% = 75\\,\\%$, also bleibt der Faktor $0{,}75$. Das klappt bei jedem Rabatt.'),
    ],
  },
  {
    title: 'Gleichungen umstellen',
    grades: [7, 9],
    digest: '{name} hat mit {character} lineare Gleichungen mit Äquivalenzumformungen gelöst.',
    turns: [
      u('Ich verstehe nicht, wie man $3x + 7 = 22$ löst'),
      a('Hallo {name}! Stell dir die Gleichung wie eine Waage vor. Was musst du tun, damit auf der linken Seite nur noch $3x$ steht?'),
      u('minus 7 rechnen?'),
      a('Genau, aber auf beiden Seiten! Was steht dann da?'),
      u('$3x = 15$'),
      a('Sehr gut. Und jetzt?'),
      u('durch 3, also x = 5', 'voice'),
      a('Richtig! Probe: $3 \\cdot 5 + 7 = 22$. Stimmt. Willst du noch eine schwierigere probieren, zum Beispiel $5x - 4 = 2x + 11$?'),
      u('ja, morgen. danke!'),
    ],
  },
  {
    title: 'Satz des Pythagoras',
    grades: [8, 9],
    digest: '{name} hat mit {character} die Hypotenuse eines rechtwinkligen Dreiecks berechnet.',
    turns: [
      u('Wofür braucht man den Satz des Pythagoras?'),
      a('Hallo {name}! Damit berechnest du in einem rechtwinkligen Dreieck eine fehlende Seite: $a^2 + b^2 = c^2$. Weißt du, welche Seite $c$ ist?'),
      u('die längste?'),
      a('Richtig, die Hypotenuse liegt gegenüber dem rechten Winkel. Probier es: Die Katheten sind $6\\,\\text{cm}$ und $8\\,\\text{cm}$ lang.'),
      u('36 + 64 = 100 und die Wurzel ist 10'),
      a('Genau, $c = \\sqrt{100} = 10\\,\\text{cm}$. Wie wäre es, wenn du $c = 13$ und $a = 5$ kennst und $b$ suchst?'),
      u('169 - 25 = 144, also 12', 'voice'),
      a('Ausgezeichnet! $b = \\sqrt{144} = 12$. Du kannst den Satz in beide Richtungen benutzen.'),
    ],
  },
  {
    title: 'Dreisatz mit Heften',
    grades: [6, 7],
    digest: '{name} hat mit {character} Dreisatzaufgaben über den Preis eines Stücks gelöst.',
    turns: [
      u('4 Hefte kosten 6 €. Wie viel kosten 7 Hefte?'),
      a('Hallo {name}! Überlege zuerst: Was kostet ein einzelnes Heft?'),
      u('6 durch 4 ist 1,5'),
      a('Genau, ein Heft kostet $1{,}50$ €. Und sieben Hefte?'),
      u('10,50 €'),
      calc('7 * 1.5', '10.5'),
      a('Richtig! Das ist der Dreisatz: erst auf eins, dann auf die gesuchte Menge. Schreib dir die drei Zeilen immer untereinander.'),
    ],
  },
  {
    title: 'Flächeninhalt vom Dreieck',
    grades: [5, 7],
    digest: '{name} hat mit {character} den Flächeninhalt von Dreiecken über Grundseite und Höhe berechnet.',
    turns: [
      u('Warum rechnet man beim Dreieck geteilt durch 2?'),
      a('Schöne Frage, {name}! Zeichne ein Rechteck und darin eine Diagonale. Was siehst du?'),
      u('zwei Dreiecke'),
      a('Genau, und beide sind gleich groß. Deshalb ist ein Dreieck halb so groß wie das Rechteck: $A = \\frac{1}{2} \\cdot g \\cdot h$.'),
      u('Und wenn g = 10 cm und h = 4 cm ist, dann 20 cm²?', 'voice'),
      a('Richtig: $\\frac{1}{2} \\cdot 10 \\cdot 4 = 20$, also $20\\,\\text{cm}^2$. Denk daran, dass die Höhe senkrecht auf der Grundseite steht.'),
    ],
  },
  {
    title: 'Negative Zahlen',
    grades: [6, 7],
    digest: '{name} hat mit {character} mit negativen Zahlen gerechnet und die Vorzeichenregeln geübt.',
    turns: [
      u('Was ist $-3 - 5$? Ich bekomme immer 2 raus'),
      a('Hallo {name}! Denk an ein Thermometer: Es ist $-3\\,°\\text{C}$ und wird 5 Grad kälter. Wo landest du?'),
      u('bei -8?'),
      a('Genau, $-3 - 5 = -8$. Und was ist $-3 - (-5)$?'),
      u('minus minus ist plus, also -3 + 5 = 2'),
      a('Super! Jetzt passt deine 2. Merke: Eine negative Zahl abziehen heißt, ihren Betrag addieren.'),
      u('ok verstanden', 'voice'),
      a('Prima! Zum Üben: $-7 + 4$, $6 - 9$ und $-2 \\cdot (-6)$.'),
    ],
  },
  {
    title: 'Einheiten umrechnen',
    grades: [5, 6],
    digest: '{name} hat mit {character} Längen und Flächen in andere Einheiten umgerechnet.',
    turns: [
      u('Wie viele cm² sind 3 dm²?'),
      a('Hallo {name}! Wie viele Zentimeter hat ein Dezimeter?'),
      u('10'),
      a('Richtig. Ein Quadrat mit $1\\,\\text{dm}$ Seitenlänge ist also $10\\,\\text{cm}$ mal $10\\,\\text{cm}$ groß. Wie viele $\\text{cm}^2$ sind das?'),
      u('100', 'voice'),
      a('Genau! Bei Flächen ist die Umrechnungszahl 100. Also $3\\,\\text{dm}^2 = 300\\,\\text{cm}^2$.'),
      u('und bei m² in dm² auch 100?'),
      a('Ja, zwischen benachbarten Flächeneinheiten ist es immer 100, bei Längen immer 10.'),
    ],
  },
  {
    title: 'Mittelwert und Median',
    grades: [6, 9],
    digest: '{name} hat mit {character} Mittelwert und Median einer Datenreihe verglichen.',
    turns: [
      u('Was ist der Unterschied zwischen Mittelwert und Median?'),
      a('Hallo {name}! Nimm die Noten 2, 3, 3, 4 und 1. Rechne zuerst den Mittelwert aus.'),
      u('2,6'),
      calc('(2 + 3 + 3 + 4 + 1) / 5', '2.6'),
      a('Richtig, $\\bar{x} = \\frac{13}{5} = 2{,}6$. Für den Median ordnest du die Werte der Größe nach. Welcher steht in der Mitte?'),
      u('1, 2, 3, 3, 4 – die 3', 'voice'),
      a('Genau! Der Median ist 3. Er ist unempfindlich gegen Ausreißer, der Mittelwert nicht.'),
      u('Was ist ein Ausreißer?'),
      a('Ein Wert, der weit weg von den anderen liegt, zum Beispiel eine 6 zwischen lauter Zweien. Er zieht den Mittelwert stark mit, den Median kaum.'),
    ],
  },
  {
    title: 'Binomische Formeln',
    grades: [8, 9],
    digest: '{name} hat mit {character} die erste binomische Formel angewendet.',
    turns: [
      u('Ist $(x + 3)^2$ gleich $x^2 + 9$?'),
      a('Gute Frage, {name}! Schreib $(x + 3)^2$ einmal als $(x + 3)(x + 3)$ und multipliziere jeden Summanden mit jedem.'),
      u('$x^2 + 3x + 3x + 9$'),
      a('Genau, und zusammengefasst?'),
      u('$x^2 + 6x + 9$', 'voice'),
      a('Richtig! Das ist die erste binomische Formel: $(a + b)^2 = a^2 + 2ab + b^2$. Der Term $2ab$ wird oft vergessen.'),
      u('Und $(x - 4)^2$?'),
      a('Probier es mit der zweiten Formel: $(a - b)^2 = a^2 - 2ab + b^2$.'),
      u('$x^2 - 8x + 16$'),
    ],
  },
  {
    title: 'Wahrscheinlichkeit beim Würfeln',
    grades: [7, 9],
    digest: '{name} hat mit {character} Wahrscheinlichkeiten beim Würfeln mit zwei Würfeln bestimmt.',
    turns: [
      u('Warum ist die Augensumme 7 beim Würfeln mit zwei Würfeln am häufigsten?'),
      a('Spannende Frage, {name}! Schreib alle Paare auf, die 7 ergeben. Wie viele findest du?'),
      u('1 und 6, 2 und 5, 3 und 4 … und umgekehrt, also 6'),
      a('Genau, 6 von 36 möglichen Ergebnissen, also $P = \\frac{6}{36} = \\frac{1}{6}$. Wie viele Paare gibt es für die Summe 2?'),
      u('nur 1 und 1', 'voice'),
      a('Richtig, $P = \\frac{1}{36}$. Keine andere Summe hat so viele Paare wie die 7.'),
    ],
  },
  {
    title: 'Kreisumfang',
    grades: [8, 9],
    digest: '{name} hat mit {character} den Umfang eines Kreises mit $\\pi$ berechnet.',
    turns: [
      u('Mein Fahrradreifen hat 70 cm Durchmesser. Wie weit fahre ich bei einer Umdrehung?'),
      a('Hallo {name}! Bei einer Umdrehung rollt der ganze Rand einmal ab. Wie berechnest du den Umfang eines Kreises?'),
      u('u = π · d?'),
      a('Genau. Setz den Durchmesser ein.'),
      u('ungefähr 220 cm'),
      calc('3.14159 * 70', '219.91'),
      a('Richtig, $u = \\pi \\cdot 70\\,\\text{cm} \\approx 219{,}9\\,\\text{cm}$, also etwa $2{,}2\\,\\text{m}$ pro Umdrehung. Wie viele Umdrehungen brauchst du dann für einen Kilometer?'),
      u('1000 durch 2,2 sind ungefähr 455', 'voice'),
      a('Sehr gut geschätzt! Etwa 455 Umdrehungen.'),
    ],
  },
];
