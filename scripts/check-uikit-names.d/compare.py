"""Compares HeadlessUIKit's public declarations with Apple's Swift view of the iOS SDK.

Usage: compare.py --known FILE [--cgfloat-header FILE.h] GRAPH_DIR APPLE_VIEW.swift...   (the check)
       compare.py --self-test FIXTURE_DIR                                            (the check of the check)

A declaration is identified by its path and name with argument labels, for example
`UITableView.scrollToRow(at:at:animated:)` or `UICellAccessory.AccessoryType.customView(_:)`. It passes
when any component of its path contains "headless" (any case), or when Apple's view has a declaration
at the same path whose signature is the same once both are normalized. "Same signature" means the same
declaration text after these deliberate differences are set aside:

- attributes (`@MainActor`, `@preconcurrency`, `@available`, `@objc`, `@Sendable`, `@escaping`, ...)
  and modifiers (`open`, `public`, `final`, `override`, `dynamic`, `optional`, `nonisolated`,
  `required`, `convenience`, `mutating`): HeadlessUIKit isolates types UIKit leaves unannotated,
  makes classes final, and turns optional requirements into requirements with defaults;
- `class` and `static` members, which a caller spells the same;
- for a type, its kind, generic parameters and conformances: only that it exists is compared (an
  Objective-C option set imports as a struct, an Objective-C protocol refines NSObjectProtocol);
- `let` and `var`, and whether a property is settable (not visible in the synthesized view);
- module qualifiers, parameter names (only labels are API), default argument values, accessor
  blocks (`{ get set }`), `any`, and generic `where` clauses;
- declarations marked `@available(*, deprecated)`: they keep an old name across a rename;
- a call form the SDK allows through default arguments: a function or initializer with some of the
  SDK's defaulted parameters left out (a protocol requirement cannot declare the default, so
  HeadlessUIKit writes that form as an overload in a protocol extension);
- `Self` in a member the SDK declares on a protocol or superclass of the type: it also reads as the
  type itself (`UILayoutPriority`'s `+` comes from a protocol extension written with `Self`);
- `Double` where a C header declares `CGFloat` (the `--cgfloat-header`, CoreFoundation's CFCGTypes.h):
  swift-synthesize-interface prints that header's CGFloat typedef as Double, but the compiler imports
  each such field, and the memberwise initializer's matching parameter, as CGFloat;
- where a member of `String` is found: Swift offers NSString's methods on String once Foundation is
  imported, so the SDK's `NSString` members count as `String`'s;
- a type alias where the SDK declares a type: Swift 6 does not let a nested generic type reuse a generic
  parameter name of the type around it, which some of UIKit's nested types do, so HeadlessUIKit declares
  such a type at the top level, with `headless` in its name, and names it in place with an alias;
- members that satisfy standard-library protocols (`==`, `hash(into:)`, `hashValue`, `rawValue`,
  `init(rawValue:)`, `description`, ...), whose shape the protocol fixes.
"""

import json
import os
import re
import sys

STANDARD_WITNESSES = {
    "==(_:_:)", "!=(_:_:)", "<(_:_:)", "~=(_:_:)", "hash(into:)", "hashValue", "rawValue", "init(rawValue:)",
    "RawValue", "description", "debugDescription", "init(from:)", "encode(to:)", "makeIterator()",
    "Element", "Index", "Indices", "Iterator", "SubSequence", "startIndex", "endIndex", "index(after:)",
    "index(before:)", "subscript(_:)", "count", "isEmpty", "ArrayLiteralElement", "init(arrayLiteral:)",
    "init()", "init(_:)", "contains(_:)", "union(_:)", "intersection(_:)", "symmetricDifference(_:)",
    "insert(_:)", "remove(_:)", "update(with:)", "formUnion(_:)", "formIntersection(_:)",
    "formSymmetricDifference(_:)", "StringLiteralType", "init(stringLiteral:)", "ExtendedGraphemeClusterLiteralType",
    "UnicodeScalarLiteralType", "IntegerLiteralType", "init(integerLiteral:)", "FloatLiteralType",
    "init(floatLiteral:)",
}

MODIFIERS = {
    "open", "public", "final", "override", "dynamic", "optional", "nonisolated", "required", "convenience",
    "mutating", "nonmutating", "indirect", "weak", "unowned", "lazy", "isolated", "consuming", "borrowing",
    "__consuming", "package", "internal", "class", "static", "prefix", "postfix", "infix",
}

TYPE_KEYWORDS = ("class", "struct", "enum", "protocol", "extension", "actor")
TYPE_KINDS = {"swift.class", "swift.struct", "swift.enum", "swift.protocol", "swift.actor"}


def normalize(declaration):
    """The signature text compared: see the module docstring."""
    text = re.sub(r"@\w+(\([^()]*(\([^()]*\)[^()]*)*\))?", " ", declaration).replace("`", "")
    text = re.sub(r"\b(?:Swift|Foundation|FoundationEssentials|UIKit|HeadlessUIKit|CoreFoundation|"
                  r"CoreGraphics|QuartzCore|ObjectiveC|_Concurrency|Dispatch)\.", "", text)
    text = re.sub(r"\{[^{}]*\}\s*$", "", text.strip())            # accessors
    text = re.sub(r"\bwhere\b.*$", "", text)                       # generic requirements
    text = re.sub(r"\b(?:any|__owned|__shared|inout\s+(?=inout))\s+", "", text)
    words = text.split()
    while words and (words[0] in MODIFIERS or words[0].startswith("@")):
        words.pop(0)
    if words and words[0] == "let":
        words[0] = "var"
    text = " ".join(words)
    text = strip_parameters(text)
    text = re.sub(r"\b_\s+\w+\s*:\s*", "", text)              # names inside function types
    text = text.replace("Swift.Void", "Void").replace("-> ()", "-> Void")
    # Foundation spells one type two ways: Notification.Name is an alias of NSNotification.Name.
    text = re.sub(r"\bNSNotification\.Name\b", "Notification.Name", text)
    text = re.sub(r"\s+", " ", text)
    text = re.sub(r"\s*([(),:\[\]?!<>]|->)\s*", r"\1", text)
    return text.strip()


def strip_parameters(text):
    """Removes parameter names and default values from the first parameter list of a declaration."""
    start = text.find("(")
    if start < 0 or not re.match(r"(func|init|subscript|case)\b", text):
        return text
    depth, end = 0, start
    for end in range(start, len(text)):
        depth += {"(": 1, "[": 1, "<": 0, ")": -1, "]": -1}.get(text[end], 0)
        if depth == 0:
            break
    parameters = [parameter for parameter in split_top(text[start + 1:end]) if parameter.strip()]
    cleaned = []
    for parameter in parameters:
        head, _, kind = parameter.partition(":")
        if not _:
            cleaned.append(parameter.strip())
            continue
        kind = split_default(kind)
        names = head.split()
        label = names[0] if names else "_"
        if not text.startswith("subscript"):
            cleaned.append(f"{label}: {kind.strip()}")
        else:
            cleaned.append(f"{label if len(names) > 1 else '_'}: {kind.strip()}")
    return text[:start] + "(" + ", ".join(cleaned) + ")" + text[end + 1:]


def split_default(kind):
    """A parameter's type without its default value."""
    depth = 0
    for index, ch in enumerate(kind):
        if ch in "([{<":
            depth += 1
        elif ch in ")]}" or (ch == ">" and kind[index - 1] != "-"):
            depth -= 1
        elif ch == "=" and depth == 0 and kind[index - 1] != "-":
            return kind[:index]
    return kind


def labels(declaration, kind_word):
    """`name(a:b:)` for a function, initializer, subscript or enum case with a payload."""
    text = strip_parameters(re.sub(r"^.*?\b(?=" + kind_word + r"\b)", "", declaration, count=1))
    match = re.match(kind_word + r"\s*([^\s(<:]*)\s*(?:<[^()]*>)?\s*\((.*)", text)
    if not match:
        return None
    name = match.group(1) if kind_word in ("func", "case") else kind_word
    body, depth, end = match.group(2), 1, 0
    for end, ch in enumerate(body):
        depth += {"(": 1, ")": -1}.get(ch, 0)
        if depth == 0:
            break
    parts = [p for p in split_top(body[:end]) if p.strip()]
    operator = not re.match(r"\w", name)
    return name + "(" + "".join(
        ("_" if operator or ":" not in p else p.split(":")[0].strip()) + ":" for p in parts) + ")"


def defaulted_variants(declaration, kind_word):
    """The declaration as a call sees it with some of its defaulted parameters left out: the SDK's
    `init(userActivity:options:preview:)` with `options` and `preview` defaulted is also called as
    `init(userActivity:)`, so a HeadlessUIKit overload of that shape has UIKit's spelling."""
    text = re.sub(r"^.*?\b(?=" + kind_word + r"\b)", "", declaration, count=1)
    start = text.find("(")
    if start < 0:
        return []
    depth, end = 0, start
    for end in range(start, len(text)):
        depth += {"(": 1, ")": -1}.get(text[end], 0)
        if depth == 0:
            break
    parameters = [p for p in split_top(text[start + 1:end]) if p.strip()]
    defaulted = [i for i, p in enumerate(parameters) if ":" in p and split_default(p.partition(":")[2]) != p.partition(":")[2]]
    variants = []
    for mask in range(1, 2 ** min(len(defaulted), 6)):
        left_out = {index for bit, index in enumerate(defaulted) if mask >> bit & 1}
        kept = [p.strip() for i, p in enumerate(parameters) if i not in left_out]
        variants.append(text[:start] + "(" + ", ".join(kept) + ")" + text[end + 1:])
    return variants


def split_top(text):
    """The comma-separated parts of a list, commas inside brackets left alone."""
    parts, current, depth = [], "", 0
    for index, ch in enumerate(text):
        if ch in "([{<":
            depth += 1
        elif ch in ")]}" or (ch == ">" and text[index - 1] != "-"):
            depth -= 1
        if ch == "," and depth == 0:
            parts.append(current)
            current = ""
        else:
            current += ch
    parts.append(current)
    return parts


def apple_declarations(paths):
    """Path-and-name -> set of normalized signatures, from Swift interface text."""
    found = {}
    declaration = re.compile(
        r"^\s*(?:@[\w.]+(?:\([^)]*\))?\s+)*(?:(?:open|public|final|override|dynamic|optional|class|static|"
        r"convenience|required|nonisolated|mutating|indirect|weak|unowned|lazy|prefix|postfix|infix)\s+)*"
        r"(func|init|subscript|var|let|case|typealias|associatedtype|class|struct|enum|protocol|extension|actor)\b")
    for path in paths:
        scopes = []  # (name or None for a body, depth at which it closes)
        depth = 0
        for raw in open(path, encoding="utf-8", errors="replace"):
            raw = re.sub(r"/\*.*?\*/", " ", raw).replace("`", "").replace("unowned(unsafe)", "unowned")
            line = raw.split("//")[0].rstrip() if not raw.lstrip().startswith("///") else ""
            if not line.strip():
                continue
            inside_body = any(name is None for name, _ in scopes)
            match = declaration.match(line)
            opened = line.count("{") - line.count("}")
            if match and not inside_body:
                word = match.group(1)
                owner = next((name for name, _ in reversed(scopes) if name), "")
                rest = line[match.end():]
                if word in TYPE_KEYWORDS and re.match(r"\s+[A-Za-z_]", rest):
                    name = re.match(r"\s+([\w.]+)", rest).group(1)
                    name = re.sub(r"^(?:Swift|Foundation|UIKit|CoreFoundation|CoreGraphics|QuartzCore|"
                                  r"ObjectiveC)\.", "", name)
                    full = name if word == "extension" else (owner + "." + name if owner else name)
                    inherited = re.match(r"\s+[\w.]+\s*(?:<[^{]*?>)?\s*:\s*([^{]*?)\s*(?:\bwhere\b.*)?\{?\s*\}?\s*$", rest)
                    if inherited:
                        for base in split_top(inherited.group(1)):
                            base = re.sub(r"@\w+\s*|\b(?:Swift|Foundation|UIKit|ObjectiveC|CoreGraphics|"
                                          r"QuartzCore)\.", "", base).strip()
                            base = re.sub(r"<.*$", "", base)
                            if base:
                                found.setdefault(BASES, {}).setdefault(full, set()).add(base)
                    if word != "extension":
                        add(found, full, "type")
                    if opened > 0:
                        scopes.append((full, depth))
                    depth += opened
                    continue
                text = line.strip()
                if word in ("func", "init", "subscript"):
                    key = labels(text, word)
                elif word == "case":
                    for case in split_top(rest):
                        case = split_default(case).strip()
                        caselabels = labels("case " + case, "case") if "(" in case else case.split("=")[0].strip()
                        add(found, join(owner, caselabels), normalize("case " + case))
                    key = None
                else:
                    match_name = re.match(r"\s+`?(\w+)`?", rest)
                    key = match_name.group(1) if match_name else None
                if key:
                    add(found, join(owner, key), normalize(text))
                if word in ("func", "init"):
                    for variant in defaulted_variants(text, word):
                        add(found, join(owner, labels(variant, word)), normalize(variant))
            if opened > 0:
                is_type = False
                if not match or match.group(1) not in TYPE_KEYWORDS:
                    scopes.append((None, depth))
                depth += opened
            elif opened < 0:
                depth += opened
                while scopes and scopes[-1][1] >= depth:
                    scopes.pop()
    expand_aliases(found)
    return found


def expand_aliases(found):
    """Adds to each signature its spelling with the SDK's type aliases written out, so that
    `UICellAccessory.ActionHandler?` also reads `(()->Void)?`."""
    aliases = {}
    for key, signatures in found.items():
        for signature in signatures if key != BASES else ():
            match = re.match(r"typealias [\w.]+\s*=\s*(.+)$", signature)
            if match:
                aliases[key] = match.group(1)
    if not aliases:
        return
    names = "|".join(re.escape(k) for k in sorted(aliases, key=len, reverse=True))
    pattern = re.compile(r"(?<![\w.])(" + names + r")(?![\w])(\?)?")

    def written_out(match):
        target = aliases[match.group(1)]
        if not match.group(2):
            return target
        return "(" + target + ")?" if "->" in target else target + "?"

    for key, signatures in found.items():
        if key != BASES:
            signatures |= {pattern.sub(written_out, signature) for signature in list(signatures)}


BASES = "<bases>"


def cgfloat_fields(header):
    """Struct name -> the fields a C header declares as CGFloat (`CGFloat a, b;` counts both)."""
    text = re.sub(r"/\*.*?\*/|//[^\n]*", " ", open(header, encoding="utf-8", errors="replace").read(), flags=re.S)
    fields = {}
    for name, body in re.findall(r"\bstruct\s+(?:\w+\s+)*?(\w+)\s*\{([^{}]*)\}", text):
        for names in re.findall(r"\bCGFloat\s+([\w\s,]+);", body):
            fields.setdefault(name, set()).update(field.strip() for field in names.split(","))
    return fields


def read_cgfloat(found, fields):
    """Adds to each CGFloat field, and to each initializer parameter labelled like one, its spelling
    with CGFloat where the synthesized view printed Double."""
    for owner, names in fields.items():
        alternation = "|".join(sorted(names))
        for key, signatures in found.items():
            if key == BASES or not key.startswith(owner + "."):
                continue
            member = key[len(owner) + 1:]
            if member in names or member.startswith("init("):
                signatures |= {re.sub(r"\b(" + alternation + r"):Double\b", r"\1:CGFloat", signature)
                               for signature in signatures}


def lookup(apple, key):
    """The SDK's signatures for a path-and-name, also found on the owner's superclasses and protocols."""
    if key in apple:
        return apple[key]
    owner, _, member = key.rpartition(".")
    seen, queue = set(), [owner] + (["NSString"] if owner == "String" else [])
    while queue and owner:
        current = queue.pop(0)
        if current in seen:
            continue
        seen.add(current)
        if current != owner and join(current, member) in apple:
            inherited = apple[join(current, member)]
            # A protocol's extension serves each conformer: its `Self` is the conforming type.
            return inherited | {re.sub(r"\bSelf\b", owner, signature) for signature in inherited}
        queue += sorted(apple.get(BASES, {}).get(current, ()))
        if "." in current:  # a nested name written unqualified in a base list
            queue.append(current.rpartition(".")[2])
    return None


def join(owner, name):
    return owner + "." + name if owner else name


def add(found, key, signature):
    found.setdefault(key, set()).add(signature)


def headless_declarations(graph_dir):
    """(path-and-name, normalized signature, deprecated) for each public symbol of the graphs."""
    symbols = []
    for name in sorted(os.listdir(graph_dir)):
        if not name.endswith(".symbols.json"):
            continue
        graph = json.load(open(os.path.join(graph_dir, name)))
        for symbol in graph["symbols"]:
            if symbol.get("accessLevel") not in ("public", "open"):
                continue
            fragments = "".join(f["spelling"] for f in symbol.get("declarationFragments", []))
            if symbol["kind"]["identifier"] in TYPE_KINDS:
                fragments = "type"
            deprecated = any(a.get("isUnconditionallyDeprecated") or (a.get("domain") == "*" and "deprecated" in a)
                             for a in symbol.get("availability", []))
            symbols.append((".".join(symbol["pathComponents"]), normalize(fragments), deprecated))
    return symbols


def violations(symbols, apple):
    found = []
    for key, signature, deprecated in symbols:
        if "headless" in key.lower() or deprecated or key.split(".")[-1] in STANDARD_WITNESSES:
            continue
        signatures = lookup(apple, key)
        if signatures is None:
            found.append(f"{key}: not in the iOS SDK; add `headless` to the name")
        elif signature not in signatures and not (signature.startswith("typealias") and "type" in signatures):
            found.append(f"{key}: `{signature}` differs from the SDK's `{sorted(signatures)[0]}`")
    return sorted(set(found))


def check(known_path, graph_dir, apple_paths, header=None):
    apple = apple_declarations(apple_paths)
    if header:
        read_cgfloat(apple, cgfloat_fields(header))
    found = violations(headless_declarations(graph_dir), apple)
    known = [line.rstrip("\n") for line in open(known_path) if line.strip() and not line.startswith("#")]
    new = [v for v in found if v not in known]
    fixed = [k for k in known if k not in found]
    for violation in new:
        print(f"new violation: {violation}")
    for entry in fixed:
        print(f"fixed, remove from {os.path.basename(known_path)}: {entry}")
    print(f"== {len(found)} violations ({len(found) - len(new)} known, {len(new)} new), "
          f"{len(fixed)} known entries no longer found")
    return 1 if new or fixed else 0


def self_test(fixtures):
    """The fixture graph holds declarations UIKit has (one an enum case with payload labels, one a call
    form that leaves out a defaulted parameter, one a String method NSString declares, one an operator a
    protocol extension declares with `Self`, one a CGFloat field the C header declares and the synthesized
    view prints as Double), one headless,
    one deprecated, and four that break the rule: a misnamed property, a mis-typed parameter, an
    unknown label and an NSString method on Substring; exactly those four must be reported."""
    apple = apple_declarations([os.path.join(fixtures, "apple.swift")])
    read_cgfloat(apple, cgfloat_fields(os.path.join(fixtures, "CFCGTypes.h")))
    found = violations(headless_declarations(os.path.join(fixtures, "graph")), apple)
    expected = [line.rstrip("\n") for line in open(os.path.join(fixtures, "expected.txt")) if line.strip()]
    if found != expected:
        print("self-test failed; found:\n  " + "\n  ".join(found) + "\nexpected:\n  " + "\n  ".join(expected))
        return 1
    print(f"== self-test passed: the {len(expected)} planted violations are found, nothing else")
    return 0


if __name__ == "__main__":
    arguments = sys.argv[1:]
    if arguments[:1] == ["--self-test"]:
        sys.exit(self_test(arguments[1]))
    if arguments[:1] == ["--known"]:
        known, arguments = arguments[1], arguments[2:]
        header = None
        if arguments[:1] == ["--cgfloat-header"]:
            header, arguments = arguments[1], arguments[2:]
        sys.exit(check(known, arguments[0], arguments[1:], header))
    print(__doc__)
    sys.exit(2)
