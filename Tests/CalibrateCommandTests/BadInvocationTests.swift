import CalibrateTestSupport
import Foundation
import Testing

/// Every bad invocation ends with one `error:` line on stderr, nothing on stdout, and 64 or 1.
@Suite("Bad invocations")
struct BadInvocationTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var arguments: [String]
    var status: Int32
    var mentions: String
    var testDescription: String { arguments.joined(separator: " ") }
  }

  static let font = CalibrateExecutable.testFont

  static let cases: [Case] = [
    Case(
      arguments: ["--frobnicate"], status: 64,
      mentions: "error: unknown option '--frobnicate' for 'calibrate' (see --help)\n"),
    // Names spelled almost right get the closest names there are.
    Case(
      arguments: ["--size", "12"], status: 64,
      mentions: "error: unknown option '--size' for 'calibrate'; did you mean --sizes? (see --help)\n"),
    Case(
      arguments: ["survey", "--sizes", "12"], status: 64,
      mentions: "error: unknown option '--sizes' for 'calibrate survey'; did you mean --size? (see --help)\n"),
    // One size, bounded as --sizes bounds it (it used to fail later, with status 1).
    Case(
      arguments: ["survey", "--size", "0.01"], status: 64,
      mentions: "error: size 0.01 in '0.01' is outside 1...1000\n"),
    Case(
      arguments: ["survey", "--size", "12,14"], status: 64,
      mentions: "error: --size takes one size, not the list '12,14' (survey one size at a time)\n"),
    Case(
      arguments: ["survey", "--size", "1", "--scale", "0.5"], status: 64,
      mentions: "error: size 1 pt at scale 0.5 is under 1 pixel per em; give a larger --size or --scale\n"),
    Case(
      arguments: ["batch", "--font", "x.ttf"], status: 64,
      mentions: "error: unknown option '--font' for 'calibrate batch'; did you mean --fonts? (see --help)\n"),
    Case(
      arguments: ["-sizes", "12"], status: 64,
      mentions:
        "error: unexpected argument '-sizes' for 'calibrate'; did you mean --sizes? (options take two dashes) (see --help)\n"
    ),
    Case(
      arguments: ["reprot", "b.jsonl"], status: 64,
      mentions:
        "error: unknown command 'reprot'; did you mean report? (commands: qa, survey, measure, check, observe, batch, results, preview, report; see --help)\n"
    ),
    Case(
      arguments: ["--font", font, "--sizes", "8..40"], status: 64,
      mentions:
        "error: '8..40' is not a number (in size list '8..40'); write a range as 8...40 (through 40) or 8..<40 (below it)\n"
    ),
    Case(
      arguments: ["--font", font, "--sizes", "12,8-40"], status: 64,
      mentions:
        "error: '8-40' is not a number (in size list '12,8-40'); write a range as 8...40 (through 40) or 8..<40 (below it)\n"
    ),
    Case(
      arguments: ["--font", font, "--profile", "seed"], status: 64,
      mentions: "error: the profile 'seed' is now named 'rowaction': use --profile rowaction\n"),
    Case(
      arguments: ["--font", font, "--profile", "uikit-contextal"], status: 64,
      mentions:
        "error: unknown profile 'uikit-contextal'; did you mean uikit-contextual? (profiles: rowaction, uikit-contextual, bgtableview)\n"
    ),
    Case(
      arguments: ["--font", "Robto", "--sizes", "12"], status: 1,
      mentions: "error: no installed font family is named 'Robto'; did you mean 'Roboto'?\n"),
    Case(
      arguments: ["--font", "Intr", "--sizes", "12"], status: 1,
      mentions: "error: no installed font family is named 'Intr'; did you mean 'Inter'?\n"),
    Case(
      arguments: ["--font", "DejaVu San", "--sizes", "12"], status: 1,
      mentions: "error: no installed font family is named 'DejaVu San'; did you mean 'DejaVu Sans'?\n"),
    Case(
      arguments: ["preview", "--font", "Liberation Sams"], status: 1,
      mentions:
        "error: no installed font family is named 'Liberation Sams'; did you mean 'Liberation Sans'?\n"),
    Case(
      arguments: ["--font", "SF Pro", "--sizes", "12"], status: 1,
      mentions:
        "error: no installed font family is named 'SF Pro' or spelled like it; Apple's system fonts are not installed on Linux: pass the font's file instead, such as --font /path/to/SF-Pro-Text-Regular.otf (Apple offers SF Pro at developer.apple.com/fonts)\n"
    ),
    Case(
      arguments: ["--font", "DejaVu Sans:style=Bld", "--sizes", "12"], status: 1,
      mentions:
        "error: DejaVu Sans has no style 'Bld' (fontconfig would measure Book instead); did you mean 'Bold'? (its styles: Bold, Bold Oblique, Book,"
    ),
    Case(
      arguments: ["survey", "--font", "Inter:style=SemiBold"], status: 1,
      mentions:
        "error: Inter has no style 'SemiBold' (fontconfig would measure Regular instead); did you mean 'Semi Bold'?"
    ),
    Case(arguments: ["--sizes"], status: 64, mentions: "--sizes needs a value"),
    Case(arguments: ["--font", font, "--sizes", "40...8"], status: 64, mentions: "reversed"),
    Case(arguments: ["--font", font, "--sizes", "0...10"], status: 64, mentions: "outside 1...1000"),
    Case(arguments: ["--font", font, "--sizes", "1...100000"], status: 64, mentions: "outside 1...1000"),
    Case(arguments: ["--font", font, "--sizes", "1e308"], status: 64, mentions: "outside"),
    Case(arguments: ["--font", font, "--sizes", "12,,14"], status: 64, mentions: "empty entry"),
    Case(arguments: ["--font", font, "--sizes", "abc"], status: 64, mentions: "'abc' is not a number"),
    Case(arguments: ["--font", font, "--sizes", "nan"], status: 64, mentions: "not a number"),
    Case(arguments: ["--font", font, "--sizes", "8..<8"], status: 64, mentions: "empty or reversed"),
    Case(arguments: ["--font", font, "--scale", "-1"], status: 64, mentions: "--scale must be"),
    Case(arguments: ["--font", font, "--scale", "0"], status: 64, mentions: "--scale must be"),
    Case(arguments: ["--font", font, "--scale", "nan"], status: 64, mentions: "--scale must be"),
    Case(arguments: ["--font", font, "--step", "0"], status: 64, mentions: "--step must be"),
    // Counted before the targets are made: 10^13 of them once took the allocator down.
    Case(
      arguments: ["--font", font, "--sizes", "10", "--widths", "0...10000", "--step", "0.000000001"],
      status: 1,
      mentions:
        "--widths 0...10000 with --step 1e-09 gives 10000000000001 targets; at most 100000 are allowed"),
    Case(arguments: ["--font", font, "--step", "-0.5"], status: 64, mentions: "--step must be"),
    Case(arguments: ["--font", font, "--widths", "200...40"], status: 64, mentions: "reversed"),
    Case(arguments: ["--font", font, "--widths", "40..200"], status: 64, mentions: "must look like"),
    Case(arguments: ["--font", font, "--widths", "40...1e9"], status: 64, mentions: "must lie within"),
    Case(arguments: ["--font", font, "--padding", "-3"], status: 64, mentions: "--padding must be"),
    Case(arguments: ["--font", font, "--hinting", "medium"], status: 64, mentions: "--hinting must be"),
    Case(arguments: ["--font", font, "--objective", "best"], status: 64, mentions: "--objective must be"),
    Case(arguments: ["--font", font, "--format", "xml"], status: 64, mentions: "--format must be"),
    Case(
      arguments: ["--font", font, "--content-size", "huge"], status: 64,
      mentions:
        "--content-size takes all or content size categories such as large, extraLarge or accessibilityMedium, not 'huge'"
    ),
    Case(
      arguments: ["--font", font, "--content-size", "large,,small"], status: 64,
      mentions: "--content-size takes all or content size categories"),
    Case(
      arguments: ["--font", font, "--content-size", "large,UICTContentSizeCategoryL"], status: 64,
      mentions: "--content-size lists large twice"),
    Case(
      arguments: ["--font", font, "--content-size", "large", "--sizes", "15"], status: 64,
      mentions: "--content-size chooses the sizes; it cannot be combined with --sizes"),
    Case(
      arguments: ["--font", font, "--content-size"], status: 64, mentions: "--content-size needs a value"),
    Case(
      arguments: ["survey", "--font", font, "--content-size", "large"], status: 64,
      mentions: "unknown option '--content-size'"),
    Case(
      arguments: ["--font", font, "--placeholder", "U+ZZZZ"], status: 64, mentions: "--placeholder must be"),
    Case(arguments: ["--font", font, "--placeholder", "ab"], status: 64, mentions: "--placeholder must be"),
    Case(
      arguments: ["--font", font, "--variation", "wght"], status: 64, mentions: "not of the form tag=value"),
    Case(arguments: ["--font", font, "--face-index", "-1"], status: 64, mentions: "--face-index must be"),
    Case(arguments: ["--font", font, "--profile", "android"], status: 64, mentions: "unknown profile"),
    Case(arguments: ["--font", font, "--measure-size", "0"], status: 64, mentions: "--measure-size must be"),
    Case(
      arguments: ["--font", font, "--sizes", "12", "--sizes", "14"], status: 64, mentions: "more than once"),
    Case(arguments: ["--font", font, "extra"], status: 64, mentions: "unexpected argument 'extra'"),
    Case(arguments: ["--help=yes"], status: 64, mentions: "takes no value"),
    // -- ends the options: what follows is an argument, however it is spelled.
    Case(arguments: ["--", "--help"], status: 64, mentions: "unexpected argument '--help' for 'calibrate'"),
    Case(
      arguments: ["--font", font, "--", "--sizes", "12"], status: 64,
      mentions: "unexpected argument '--sizes' for 'calibrate'"),
    Case(
      arguments: ["survey", "--", "--font", font], status: 64,
      mentions: "unexpected argument '--font' for 'calibrate survey'"),
    Case(arguments: ["check", "--", "--help"], status: 1, mentions: "cannot read '--help'"),
    Case(arguments: ["observe", "--", "-"], status: 1, mentions: "cannot read '-'"),
    Case(arguments: ["report", "--", "--help"], status: 1, mentions: "cannot read '--help'"),
    Case(arguments: ["frobnicate"], status: 64, mentions: "unknown command 'frobnicate'"),
    Case(
      arguments: ["survey", "--sizes", "8...40"], status: 64,
      mentions: "unknown option '--sizes' for 'calibrate survey'"),
    Case(
      arguments: ["--font", font, "--emit", "swift", "--format", "json"], status: 64,
      mentions: "it cannot be combined with --format"),
    // One file for every scale: a list only with --emit swift, each scale once, one scale per chart.
    Case(
      arguments: ["--font", font, "--scale", "2,3"], status: 64,
      mentions:
        "--scale lists several scales only with --emit swift, whose one file serves them all; a report is of one scale (calibrate batch takes a list)"
    ),
    Case(
      arguments: ["--font", font, "--scale", "2,3,2", "--emit", "swift"], status: 64,
      mentions: "--scale lists 2 twice"),
    Case(
      arguments: ["--font", font, "--scale", "2,,3", "--emit", "swift"], status: 64,
      mentions: "--scale must be a number above 0 and at most 10, not ''"),
    Case(
      arguments: ["--font", font, "--scale", "2,0", "--emit", "swift"], status: 64,
      mentions: "--scale must be a number above 0 and at most 10, not '0'"),
    Case(
      arguments: ["--font", font, "--scale", "2,3", "--emit", "swift", "--plot", "chart.svg"], status: 64,
      mentions: "--plot draws one scale; give --scale one factor with --plot"),
    Case(
      arguments: ["measure", "--font", font, "--scale", "2,3"], status: 64,
      mentions: "--scale must be a number above 0 and at most 10, not '2,3'"),
    // The emitted enum's name: a Swift type name, and only with --emit swift.
    Case(
      arguments: ["--font", font, "--emit", "swift", "--swift-name", "2Titles"], status: 64,
      mentions:
        "--swift-name must be a Swift type name (a letter or _, then letters, digits or _; not a keyword or a type the file uses), not '2Titles'"
    ),
    Case(
      arguments: ["--font", font, "--emit", "swift", "--swift-name", "Inter-Titles"], status: 64,
      mentions: "--swift-name must be a Swift type name"),
    Case(
      arguments: ["--font", font, "--emit", "swift", "--swift-name", "enum"], status: 64,
      mentions: "--swift-name must be a Swift type name"),
    Case(
      arguments: ["--font", font, "--emit", "swift", "--swift-name", "Double"], status: 64,
      mentions: "not 'Double'"),
    Case(
      arguments: ["--font", font, "--emit", "swift", "--swift-name", ""], status: 64,
      mentions: "--swift-name must be a Swift type name"),
    Case(
      arguments: ["--font", font, "--swift-name", "InterTitles"], status: 64,
      mentions: "--swift-name names the enum --emit swift writes; it needs --emit swift"),
    // Its access level: internal or public, and only with --emit swift.
    Case(
      arguments: ["--font", font, "--emit", "swift", "--swift-access", "open"], status: 64,
      mentions: "--swift-access must be internal or public, not 'open'"),
    Case(
      arguments: ["--font", font, "--swift-access", "public"], status: 64,
      mentions: "--swift-access sets the access level of the enum --emit swift writes; it needs --emit swift"),
    // The defaults of --emit swift are UIKit's button: --padding names the plain model, and
    // --label-rounding goes with the default.
    Case(
      arguments: ["--font", font, "--emit", "swift", "--model", "uikit-swipe", "--padding", "30"], status: 64,
      mentions: "--padding cannot be combined with --model uikit-swipe"),
    Case(
      arguments: ["--font", font, "--emit", "swift", "--padding", "30", "--label-rounding", "points"],
      status: 64, mentions: "--label-rounding applies only with --model uikit-swipe"),
    Case(arguments: ["check"], status: 64, mentions: "calibrate check needs one or more result files"),
    Case(
      arguments: ["check", "a.json", "--sizes", "12"], status: 64,
      mentions: "unknown option '--sizes' for 'calibrate check'"),
    Case(arguments: ["--check", "a.json"], status: 64, mentions: "unknown option '--check' for 'calibrate'"),
    Case(arguments: ["observe"], status: 64, mentions: "calibrate observe needs a CSV file"),
    Case(arguments: ["observe", "a.csv", "b.csv"], status: 64, mentions: "unexpected argument 'b.csv'"),
    Case(
      arguments: ["observe", "a.csv", "--padding", "3"], status: 64,
      mentions: "unknown option '--padding' for 'calibrate observe'"),
    Case(
      arguments: ["observe", "/nonexistent/device.csv", "--font", font], status: 1,
      mentions: "cannot read '/nonexistent/device.csv'"),
    Case(
      arguments: ["batch", "--fonts", "fonts", "--face-index", "1"], status: 64,
      mentions: "unknown option '--face-index' for 'calibrate batch'"),
    // calibrate batch --method composite
    Case(
      arguments: ["batch", "--fonts", "fonts", "--placeholders", "U+200A,U+2006"], status: 64,
      mentions: "error: --placeholders applies only with --method composite"),
    Case(
      arguments: ["batch", "--fonts", "fonts", "--method", "count", "--placeholders", "auto"], status: 64,
      mentions: "error: --placeholders applies only with --method composite"),
    Case(
      arguments: ["batch", "--fonts", "fonts", "--method", "exact"], status: 64,
      mentions: "error: --method must be count or composite, not 'exact'"),
    Case(
      arguments: ["batch", "--fonts", "fonts", "--method", "composite", "--placeholders", "U+200A,U+200A"],
      status: 64, mentions: "error: --placeholders lists U+200A twice"),
    Case(
      arguments: ["batch", "--fonts", "fonts", "--method", "composite", "--placeholders", "U+200A,,U+2009"],
      status: 64,
      mentions: "error: --placeholders must be auto or a list such as U+200A,U+2006, not 'U+200A,,U+2009'"),
    Case(
      arguments: ["batch", "--fonts", "fonts", "--method", "composite", "--guard", "U+ZZZZ"], status: 64,
      mentions: "error: --guard must be one character, U+XXXX or none, not 'U+ZZZZ'"),
    Case(
      arguments: ["batch", "--fonts", "fonts", "--method", "composite", "--method", "count"], status: 64,
      mentions: "error: option --method is given more than once"),
    Case(
      arguments: ["batch", "--fonts", "fonts", "--method", "composite", "--resume"], status: 64,
      mentions: "error: --resume needs --output FILE.jsonl to resume"),
    Case(
      arguments: ["batch", "--fonts", "fonts", "--report", "r.html"], status: 64,
      mentions: "error: --report needs --output FILE.jsonl, the file the report is made of"),
    Case(
      arguments: ["batch", "--fonts", "fonts", "--output", "b.jsonl", "--report", ""], status: 64,
      mentions: "error: --report needs a file name"),
    // calibrate report
    Case(
      arguments: ["report"], status: 64,
      mentions:
        "error: calibrate report needs one or more batch outputs (calibrate report FILE.jsonl... --output report.html)"
    ),
    Case(
      arguments: ["report", ""], status: 64,
      mentions: "error: calibrate report needs batch outputs, not an empty name"),
    Case(
      arguments: ["report", "b.jsonl", "--sizes", "12"], status: 64,
      mentions: "error: unknown option '--sizes' for 'calibrate report'"),
    Case(
      arguments: ["report", "b.jsonl", "--output"], status: 64,
      mentions: "error: option --output needs a value (FILE)"),
    Case(
      arguments: ["report", "b.jsonl", "--output", ""], status: 64,
      mentions: "error: --output needs a file name"),
    Case(
      arguments: ["report", "b.jsonl", "--output", "a.html", "--output", "b.html"], status: 64,
      mentions: "error: option --output is given more than once"),
    Case(
      arguments: ["report", "/nonexistent/batch.jsonl"], status: 1,
      mentions: "error: cannot read '/nonexistent/batch.jsonl': No such file or directory"),
    Case(
      arguments: ["report", "/tmp"], status: 1,
      mentions: "error: cannot read '/tmp': it is not a regular file"),
    // A stored result is one JSON document over many lines, not JSON Lines: the error says so
    // (WrongKindTests has every pair of kinds).
    Case(
      arguments: ["report", "results/inter/2x-full.json"], status: 1,
      mentions:
        "error: 'results/inter/2x-full.json' is a single result (one JSON document, as calibrate --format json writes it), not a batch output (calibrate batch --output FILE.jsonl); calibrate check results/inter/2x-full.json reads it\n"
    ),
    Case(
      arguments: ["report", "Tests/CalibrateCommandTests/Goldens/device.csv"], status: 1,
      mentions:
        "error: 'Tests/CalibrateCommandTests/Goldens/device.csv' is an observations file (CSV of widths measured on a device), not a batch output"
    ),
    Case(
      arguments: ["--font", font, "--model", "uikit-swipe", "--padding", "20"], status: 64,
      mentions: "--padding cannot be combined with --model uikit-swipe"),
    Case(
      arguments: ["--font", font, "--profile", "uikit-contextual", "--padding", "20"], status: 64,
      mentions: "--padding cannot be combined with --model uikit-swipe"),
    Case(
      arguments: ["--font", font, "--label-rounding", "points"], status: 64,
      mentions: "--label-rounding applies only with --model uikit-swipe"),
    Case(
      arguments: ["--font", font, "--method", "mixed"], status: 64,
      mentions: "--method must be count or composite"),
    Case(
      arguments: ["--font", font, "--placeholders", "U+200A"], status: 64,
      mentions: "--placeholders applies only with --method composite"),
    Case(
      arguments: ["--font", font, "--method", "composite", "--placeholders", "U+200A,U+200A"], status: 64,
      mentions: "--placeholders lists U+200A twice"),
    Case(
      arguments: ["--font", font, "--method", "composite", "--placeholders", "U+200A,,U+2006"], status: 64,
      mentions: "--placeholders must be auto or a list"),
    Case(
      arguments: ["--font", font, "--guard", "zwsp"], status: 64, mentions: "--guard must be one character"),
    Case(
      arguments: ["--font", font, "--sizes", "12", "--guard", "U+0020"], status: 1,
      mentions: "guard U+0020 SPACE renders 3.000 pt wide at 12 pt (hinting none); a guard must have no width"
    ),
    Case(
      arguments: ["--font", font, "--sizes", "12", "--method", "composite", "--placeholders", "U+2009"],
      status: 1, mentions: "has no glyph for U+2009 THIN SPACE in its character map"),
    Case(
      arguments: [
        "--font", font, "--sizes", "12", "--method", "composite", "--placeholders", "U+200A,U+200B",
        "--guard",
        "U+200B",
      ], status: 1, mentions: "the guard U+200B cannot also be one of --placeholders"),
    Case(
      arguments: [
        "--font", font, "--sizes", "12", "--method", "composite", "--placeholders", "U+200B",
      ], status: 1, mentions: "no placeholder character renders with a width that adds up at 12 pt"),
    Case(
      arguments: ["--font", font, "--model", "android"], status: 64,
      mentions: "--model must be plain or uikit-swipe"),
    Case(
      arguments: ["observe", "a.csv", "--scale", "3"], status: 64,
      mentions: "--scale applies to calibrate observe only with --model uikit-swipe"),
    Case(
      arguments: ["--font", font, "--model", "uikit-swipe", "--widths", "40...70"], status: 1,
      mentions: "no target width lies within 74...120 pt"),
    Case(arguments: ["--font", "/nonexistent/font.ttf"], status: 1, mentions: "does not exist"),
    Case(arguments: ["--font", "/tmp"], status: 1, mentions: "is a directory"),
    Case(
      arguments: ["--font", "No Such Family Anywhere"], status: 1,
      mentions: "no installed font family is named 'No Such Family Anywhere' or spelled like it"),
    Case(
      arguments: ["--font", font, "--face-index", "3"], status: 1, mentions: "face index 3 does not exist"),
    Case(arguments: ["--font", font, "--placeholder", "U+0041"], status: 1, mentions: "renders as .notdef"),
    Case(arguments: ["--font", font, "--placeholder", "U+200B"], status: 1, mentions: "zero width"),
    Case(arguments: ["--font", font, "--variation", "wght=500"], status: 1, mentions: "not a variable font"),
    Case(
      arguments: ["--font", font, "--sizes", "12", "--output", "/nonexistent-folder/x.json"], status: 1,
      mentions: "does not exist"),
    Case(
      arguments: ["--font", font, "--sizes", "12", "--output", "/tmp"], status: 1, mentions: "is a directory"),
    Case(
      arguments: ["--font", font, "--sizes", "8", "--scale", "1", "--widths", "40...10000"], status: 1,
      mentions: "placeholders"),
    Case(arguments: ["check", "/nonexistent/result.json"], status: 1, mentions: "cannot read"),
    Case(
      arguments: ["check", "results/inter/2x-full.json", "/nonexistent/result.json"], status: 1,
      mentions: "cannot read '/nonexistent/result.json'"),
    Case(
      arguments: ["measure", "--font", font, "--placeholder", "Q"], status: 1, mentions: "renders as .notdef"),
    // calibrate preview
    Case(arguments: ["preview", "--font", font, "--size", "0"], status: 64, mentions: "--size must be"),
    Case(arguments: ["preview", "--font", font, "--widths", "120...74"], status: 64, mentions: "reversed"),
    Case(arguments: ["preview", "--font", font, "--widths", "74,,96"], status: 64, mentions: "empty entry"),
    Case(
      arguments: ["preview", "--font", font, "--widths", "wide"], status: 64,
      mentions: "--widths must be a list such as 74,96,120 or a range such as 74...120, not 'wide'"),
    Case(
      arguments: ["preview", "--font", font, "--widths", "74,1e9"], status: 64, mentions: "must lie within"),
    Case(
      arguments: ["preview", "--font", font, "--widths", "74,nan"], status: 64, mentions: "--widths must be"),
    Case(
      arguments: ["preview", "--font", font, "--widths", "74,96", "--step", "2"], status: 64,
      mentions: "--step applies only to a --widths range"),
    Case(arguments: ["preview", "--font", font, "--step", "-2"], status: 64, mentions: "--step must be"),
    Case(
      arguments: ["preview", "--font", font, "--step", "0.01"], status: 64,
      mentions: "--widths 74...120 with --step 0.01 gives 4601 rows; a preview shows at most 200"),
    // Counted, not made: a billion widths would not fit in memory.
    Case(
      arguments: ["preview", "--font", font, "--widths", "74...120", "--step", "0.000000001"], status: 64,
      mentions:
        "--widths 74...120 with --step 1e-09 gives 46000000001 rows; a preview shows at most 200"),
    Case(
      arguments: ["preview", "--font", font, "--widths", (1...201).map(String.init).joined(separator: ",")],
      status: 64, mentions: "--widths lists 201 rows; a preview shows at most 200"),
    Case(
      arguments: ["preview", "--font", font, "--label", ""], status: 64, mentions: "--label needs a text"),
    Case(
      arguments: ["preview", "--font", font, "--label", "Del\u{7}ete"], status: 64,
      mentions: "--label must not contain control characters"),
    Case(
      arguments: ["preview", "--font", font, "--label", String(repeating: "x", count: 101)], status: 64,
      mentions: "--label may have at most 100 characters"),
    Case(
      arguments: ["preview", "--font", font, "--cell-height", "60"], status: 64,
      mentions: "--cell-height 60 must exceed the image's height, 60 pt at 15 pt"),
    Case(
      arguments: ["preview", "--font", font, "--size", "20", "--cell-height", "70"], status: 64,
      mentions: "--cell-height 70 must exceed the image's height, 80 pt at 20 pt"),
    Case(
      arguments: ["preview", "--font", font, "--cell-height", "0"], status: 64,
      mentions: "--cell-height must be"),
    Case(
      arguments: ["preview", "--font", font, "--sizes", "15"], status: 64,
      mentions: "unknown option '--sizes' for 'calibrate preview'"),
    Case(
      arguments: ["preview", "--font", font, "--format", "json"], status: 64,
      mentions: "unknown option '--format' for 'calibrate preview'"),
    Case(
      arguments: ["preview", "--font", font, "--model", "uikit-swipe", "--padding", "20"], status: 64,
      mentions: "--padding cannot be combined with --model uikit-swipe"),
    Case(
      arguments: ["preview", "--font", font, "--label-rounding", "points"], status: 64,
      mentions: "--label-rounding applies only with --model uikit-swipe"),
    Case(
      arguments: ["preview", "--font", font, "--hinting", "medium"], status: 64, mentions: "--hinting must be"
    ),
    Case(arguments: ["preview", "--font", font, "--scale", "0"], status: 64, mentions: "--scale must be"),
    Case(
      arguments: ["preview", "--font", font, "--padding", "-3"], status: 64, mentions: "--padding must be"),
    Case(
      arguments: ["preview", "--font", font, "extra"], status: 64, mentions: "unexpected argument 'extra'"),
    Case(
      arguments: ["preview", "--font", font, "--placeholders", "U+ZZZZ"], status: 64,
      mentions: "error: --placeholders must be auto or a list such as U+200A,U+2006, not 'U+ZZZZ'\n"),
    Case(
      arguments: ["preview", "--font", font, "--placeholders", "U+2009,U+2009"], status: 64,
      mentions: "error: --placeholders lists U+2009 twice\n"),
    Case(
      arguments: ["preview", "--font", font, "--guard", "ab"], status: 64,
      mentions: "error: --guard must be one character, U+XXXX or none, not 'ab'\n"),
    Case(arguments: ["preview", "--font", "/nonexistent/font.ttf"], status: 1, mentions: "does not exist"),
    Case(
      arguments: ["preview", "--font", font, "--placeholder", "U+0041"], status: 1,
      mentions: "renders as .notdef"),
    Case(
      arguments: ["preview", "--font", font, "--model", "uikit-swipe", "--widths", "40...70"], status: 1,
      mentions: "no target width lies within 74...120 pt"),
    Case(
      arguments: ["preview", "--font", font, "--output", "/nonexistent-folder/x.svg"], status: 1,
      mentions: "does not exist"),
    Case(
      arguments: ["preview", "--font", font, "--size", "0.5", "--scale", "1"], status: 1,
      mentions: "pixels per em; at least 1 is needed"),
    Case(
      arguments: ["preview", "--font", font, "--placeholders", "U+2008"], status: 1,
      mentions:
        "): no placeholder character renders with a width that adds up at 15 pt; composite titles are impossible there\n"
    ),
    Case(
      arguments: ["preview", "--font", font, "--guard", "U+0020"], status: 1,
      mentions:
        "): guard U+0020 SPACE renders 3.750 pt wide at 15 pt (hinting none); a guard must have no width (--guard none turns guards off)\n"
    ),
  ]

  @Test("bad invocation", arguments: cases)
  func badInvocation(_ item: Case) throws {
    try CalibrateExecutable.run(item.arguments).expectOneError(status: item.status, mentions: item.mentions)
  }

  @Test("files named like options are read when they follow --")
  func filesAfterEndOfOptions() throws {
    let folder = try CalibrateExecutable.temporaryFolder("dash-names")
    let files = FileManager.default
    let root = CalibrateExecutable.packageRoot
    try files.copyItem(
      at: root.appendingPathComponent("results/calibrate-test/2x-full.json"),
      to: folder.appendingPathComponent("--help"))
    try files.copyItem(
      at: root.appendingPathComponent("Tests/CalibrateCommandTests/Goldens/device.csv"),
      to: folder.appendingPathComponent("--version"))
    // A result file named --help is checked, not taken for the option; it names its font by the
    // relative path fonts/CalibrateTest.ttf.
    try files.createSymbolicLink(
      at: folder.appendingPathComponent("fonts"), withDestinationURL: root.appendingPathComponent("fonts"))
    let check = try BuiltTool.calibrate.run(["check", "--", "--help"], workingDirectory: folder)
    #expect(check.status == 0, "\(check.standardError)")
    #expect(!check.standardOutput.contains("usage:"), "\(check.standardOutput)")
    // An observations file named --version is read like any other.
    let font = ["--font", CalibrateExecutable.testFont]
    let dashed = try BuiltTool.calibrate.run(
      ["observe"] + font + ["--", "--version"], workingDirectory: folder)
    let plain = try CalibrateExecutable.run(
      ["observe", root.appendingPathComponent("Tests/CalibrateCommandTests/Goldens/device.csv").path] + font)
    #expect(dashed.status == 0, "\(dashed.standardError)")
    #expect(dashed.standardOutput.hasPrefix("observations --version: 6 rows"), "\(dashed.standardOutput)")
    // Past the line that names the file, the two reports are the same.
    #expect(
      dashed.standardOutput.split(separator: "\n").dropFirst()
        == plain.standardOutput.split(separator: "\n").dropFirst())
    // The replay tool of the libFuzzer target reads a font file named --help after --.
    try files.copyItem(
      at: URL(fileURLWithPath: CalibrateExecutable.testFont), to: folder.appendingPathComponent("--font"))
    let replay = try BuiltTool(name: "font-fuzzer-libfuzzer").run(["--", "--font"], workingDirectory: folder)
    #expect(replay.status == 0, "\(replay.standardError)")
    #expect(replay.standardOutput == "--font: ok\n")
  }

  @Test(
    "a damaged font is refused with one line naming the table at fault, by every command",
    arguments: DamagedFonts.all)
  func damagedFont(_ font: DamagedFonts.Case) throws {
    guard TestFonts.require(font.source) else { return }
    let path = try font.write(in: CalibrateExecutable.temporaryFolder("damaged"))
    let line = "error: '\(path)' is not a usable font: \(font.reason)\n"
    for command in [["--sizes", "12"], ["survey"], ["preview"]] {
      let arguments = command.first == "--sizes" ? ["--font", path] + command : command + ["--font", path]
      let outcome = try CalibrateExecutable.run(arguments)
      outcome.expectOneError(status: 1, mentions: path)
      #expect(outcome.standardError == line, "\(arguments)")
    }
  }

  @Test("a text file renamed .ttf and a truncated font are refused with the path")
  func brokenFonts() throws {
    let folder = try CalibrateExecutable.temporaryFolder("broken")
    let text = folder.appendingPathComponent("notes.ttf")
    try Data("not a font\n".utf8).write(to: text)
    let truncated = folder.appendingPathComponent("truncated.ttf")
    let bytes = try Data(contentsOf: URL(fileURLWithPath: CalibrateExecutable.testFont))
    try bytes.prefix(600).write(to: truncated)
    for path in [text.path, truncated.path] {
      try CalibrateExecutable.run(["--font", path, "--sizes", "12"]).expectOneError(status: 1, mentions: path)
    }
  }
}
