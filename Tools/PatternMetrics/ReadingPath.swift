/// The files a reader opens to follow one command through one pattern, in the order the command passes
/// through them.
///
/// The order comes from the command's trace: each call is found in the code
/// by its name and labels, among the pattern's own files and the shared
/// ones. The protocol the caller holds comes before the type that answers
/// it, and of a protocol with several shared implementations (the service)
/// only the protocol is listed. A trace sees only the seams, so each file of
/// the pattern's own then brings the files it mentions, one step away: the
/// pattern's other files, and the shared ones of the layers in between
/// (formatters, views, the stack), with the one type that implements a
/// protocol it mentions.
public struct ReadingPath: Sendable {
    /// One file of a reading path.
    public struct Stop: Equatable, Sendable {
        /// Why the file is on the path.
        public enum Reason: Equatable, Sendable {
            /// Where every command starts: the read loop, and the composition root that built the pattern.
            case start
            /// The command calls into it: the trace line's caller, callee and message.
            case call(String)
            /// A file already on the path mentions one of its types.
            case mention(type: String, by: String)
            /// A core note (`docs/reading-notes.tsv`) puts it on the path, for the reason it gives.
            case core(String)
        }

        /// The path from the package's root: `Sources/Presenters/MVP/MVPQuestionPresenter.swift`.
        public let path: String
        /// The pattern's own, or shared by all.
        public let owner: Owner
        /// The first sentence of the file's first comment.
        public let purpose: String
        /// Why it is on the path.
        public let reason: Reason

        /// `file` on the path for `reason`.
        init(_ file: File, _ reason: Reason) {
            path = file.path
            owner = file.owner
            purpose = file.declarations.purpose
            self.reason = reason
        }
    }

    /// A Swift file of the app, read.
    public struct File: Sendable {
        /// The path from the package's root.
        public let path: String
        /// The module it is in.
        public let module: String
        /// Its owner.
        public let owner: Owner
        /// What it declares and mentions.
        public let declarations: SwiftDeclarations

        /// The file at `path` of `module`, owned by `owner`, holding `text`.
        public init(path: String, module: String, owner: Owner, text: String) {
            self.path = path
            self.module = module
            self.owner = owner
            self.declarations = SwiftDeclarations(text)
        }
    }

    /// The pattern followed.
    public let pattern: Pattern
    /// The files, in the order a reader opens them: those the trace leads to, then the core files of the
    /// notes.
    public private(set) var stops: [Stop]
    /// The files of the pattern's own that the notes leave off the path, each with why.
    public private(set) var offPath: [ReadingNotes.Note] = []

    /// The protocol of each kind of screen, and the word a push of it says (`push(question)`,
    /// `pushQuestionView()`); the list first, where every command is typed.
    static let screenProtocols = [
        (word: "list", protocolName: "ListScreen"), (word: "question", protocolName: "QuestionScreen"),
        (word: "user", protocolName: "UserScreen"),
    ]

    /// The modules whose shared files a pattern's file may bring onto the path by mentioning them: the
    /// layers between the read loop and the service.
    static let mentionedModules: Set = ["Interactors", "Presenters", "Routers", "TextFront"]

    /// The reading path of `trace`, a command's trace in `pattern`, through `files`; it starts at the
    /// files declaring `startTypes` (the read loop, the composition root), a trace line whose caller is
    /// `terminal` is a call from the first of them, and it ends with the pattern's own types they name
    /// that nothing on the path does.
    public init(pattern: Pattern, trace: [TraceLine], files: [File], startTypes: [String]) {
        let index = Index(files: files.filter { $0.owner == .pattern(pattern) || $0.owner == .shared })
        var stops: [Stop] = []
        func add(_ file: File, _ reason: Stop.Reason) {
            guard !stops.contains(where: { $0.path == file.path }) else { return }
            stops.append(Stop(file, reason))
        }
        for type in startTypes {
            if let file = index.declaring[type] { add(file, .start) }
        }

        // The functions of each file the trace calls.
        var called: [String: [SwiftDeclarations.Function]] = [:]
        // The file each role of the trace was last found in: the caller of the next call it makes.
        var roleFiles: [String: File] = [:]
        roleFiles["terminal"] = startTypes.first.flatMap { index.declaring[$0] }
        // The terminal speaks to the screen on top: the list, then the screen the last push named.
        var top = Self.screenProtocols[0].protocolName
        for line in trace where !line.isReturn {
            let found = index.files(
                answering: line, calledFrom: roleFiles[line.caller], lastIn: roleFiles[line.callee],
                screen: line.caller == "terminal" ? top : nil, listed: Set(stops.map(\.path)))
            for (file, function) in found {
                add(file, .call("\(line.caller) → \(line.callee): \(line.message)"))
                called[file.path, default: []].append(function)
            }
            if let answering = found.last { roleFiles[line.callee] = answering.file }
            if line.message.lowercased().hasPrefix("push"),
                let pushed = Self.screenProtocols.last(where: { line.message.lowercased().contains($0.word) })
            {
                top = pushed.protocolName
            }
        }
        self.pattern = pattern
        var path = Self.withMentions(stops, called: called, pattern: pattern, index: index)
        // Last, what the composition root builds for the pattern that no file on the path names (the
        // store's ReduxScreens, which pushes the screens its state holds).
        for start in startTypes.compactMap({ index.declaring[$0] }) {
            for type in start.declarations.mentions {
                guard let file = index.declaring[type], file.owner == .pattern(pattern),
                    !path.contains(where: { $0.path == file.path })
                else { continue }
                path.append(Stop(file, .mention(type: type, by: start.path)))
            }
        }
        self.stops = path
    }

    /// `stops`, each of the pattern's own followed by the files it brings in: those of the types that
    /// the functions the trace called in it mention, or that its types mention outside their functions
    /// (the types of what they hold).
    private static func withMentions(
        _ stops: [Stop], called: [String: [SwiftDeclarations.Function]], pattern: Pattern, index: Index
    ) -> [Stop] {
        var listed = Set(stops.map(\.path))
        var result: [Stop] = []
        for stop in stops {
            result.append(stop)
            guard stop.owner == .pattern(pattern), let functions = called[stop.path],
                let declarations = index.byPath[stop.path]?.declarations
            else { continue }
            var mentions: [String] = []
            for name in functions.flatMap({ $0.mentions + (declarations.typeMentions[$0.owner] ?? []) })
            where !mentions.contains(name) {
                mentions.append(name)
            }
            for type in mentions {
                guard let declaring = index.declaring[type],
                    declaring.owner == .pattern(pattern) || Self.mentionedModules.contains(declaring.module)
                else { continue }
                var brought = [declaring]
                // A shared protocol's one implementation is the code it stands for (the terminal's views);
                // the pattern's own implementations are on the path where the trace reaches them.
                if declaring.owner == .shared, declaring.declarations.protocols.contains(type) {
                    let implementations = index.implementations(of: type)
                    if implementations.count == 1 { brought += implementations }
                }
                for file in brought where listed.insert(file.path).inserted {
                    result.append(Stop(file, .mention(type: type, by: stop.path)))
                }
            }
        }
        return result
    }

    /// This path with `notes` of its pattern: the files of the core notes added after the traced ones, in
    /// the notes' order, each found among `files`; those of the off-path notes kept in `offPath`. A note
    /// on a file the path holds already, or that `files` does not have, adds nothing: those are
    /// problems `ReadingNotes.problems(paths:ownFiles:exists:)` reports.
    public func noted(_ notes: ReadingNotes, files: [File]) -> ReadingPath {
        var path = self
        let byPath = Dictionary(files.map { ($0.path, $0) }) { first, _ in first }
        for note in notes.notes(of: pattern, .core)
        where !path.stops.contains(where: { $0.path == note.path }) {
            guard let file = byPath[note.path] else { continue }
            path.stops.append(Stop(file, .core(note.why)))
        }
        path.offPath = notes.notes(of: pattern, .offPath).filter { note in
            !path.stops.contains { $0.path == note.path }
        }
        return path
    }

    /// The pattern's own stops.
    public var own: [Stop] { stops.filter { $0.owner == .pattern(pattern) } }

    /// The stops a core note put on the path.
    public var core: [Stop] {
        stops.filter {
            if case .core = $0.reason { true } else { false }
        }
    }

    /// The shared stops.
    public var shared: [Stop] { stops.filter { $0.owner == .shared } }
}

extension ReadingPath {
    /// The files one pattern may read, looked up by the types they declare and the functions they hold.
    struct Index {
        let files: [File]
        let byPath: [String: File]
        /// The file that declares each type (not one that only extends it).
        let declaring: [String: File]

        init(files: [File]) {
            self.files = files
            byPath = Dictionary(files.map { ($0.path, $0) }) { first, _ in first }
            var declaring: [String: File] = [:]
            for file in files {
                for type in file.declarations.declaredTypes where declaring[type] == nil {
                    declaring[type] = file
                }
            }
            self.declaring = declaring
        }

        /// The files that implement `protocolName`: those where a type that is not a protocol conforms to it,
        /// or to a protocol that refines it (MVVM's `MVVMQuestionScreen`, a `QuestionScreen`).
        func implementations(of protocolName: String) -> [File] {
            let refining = protocols(refining: protocolName)
            return files.filter { file in
                file.declarations.conformances.contains { type, names in
                    !names.isDisjoint(with: refining) && !file.declarations.protocols.contains(type)
                }
            }
        }

        /// `protocolName` and every protocol that refines it, directly or through another.
        func protocols(refining protocolName: String) -> Set<String> {
            var refining: Set<String> = [protocolName]
            var grew = true
            while grew {
                grew = false
                for file in files {
                    for (type, names) in file.declarations.conformances
                    where file.declarations.protocols.contains(type) && !refining.contains(type)
                        && !names.isDisjoint(with: refining)
                    {
                        refining.insert(type)
                        grew = true
                    }
                }
            }
            return refining
        }

        /// The files a reader opens for the call on `line`, made from `caller`: the protocol the caller
        /// holds, if it declares the function, then the one type that answers it. Of several that answer
        /// equally well, the one last found in the callee's role (`lastIn`) is taken, or for a call from
        /// the terminal, the one that is a `screen`.
        func files(
            answering line: TraceLine, calledFrom caller: File?, lastIn last: File?, screen: String?,
            listed: Set<String>
        ) -> [(file: File, function: SwiftDeclarations.Function)] {
            let (name, labels) = TraceMessage.signature(of: line.message)
            let named = files.flatMap { file in
                file.declarations.functions.filter { $0.name == name }.map { (file, $0) }
            }
            let fitting = named.filter { TraceMessage.labels(labels, fit: $0.1.labels) }
            var candidates = fitting.isEmpty ? named : fitting
            // A message (an enum's case, such as an action) leads to the function that switches over it,
            // then to the function of the same name it hands the work to, the one with the fewest other
            // arguments.
            if !candidates.isEmpty, candidates.allSatisfy({ $0.0.declarations.isCase($0.1) }) {
                let inModule = files.filter { $0.module == line.calleeModule && $0.owner != .shared }
                candidates += inModule.flatMap { file in
                    file.declarations.functions.filter { $0.handles.contains(name) }.map { (file, $0) }
                }
                let helpers = named.filter {
                    !$0.0.declarations.isCase($0.1) && $0.0.module == line.calleeModule
                }
                if let fewest = helpers.map(\.1.labels.count).min() {
                    candidates += helpers.filter { $0.1.labels.count == fewest }
                }
            }
            let mentionedByCaller = Set(caller?.declarations.mentions ?? [])

            var held = candidates.filter { $0.1.isRequirement && mentionedByCaller.contains($0.1.owner) }
            // A type answers for a protocol it conforms to directly, or through one that refines it.
            let heldProtocols = Set(held.map(\.1.owner).flatMap { protocols(refining: $0) })
            var answering = candidates.filter { file, function in
                !function.isRequirement && file.module == line.calleeModule
                    && (mentionedByCaller.contains(function.owner)
                        || file.declarations.conformances[function.owner]?.isDisjoint(with: heldProtocols)
                            == false)
            }
            if answering.isEmpty {
                answering = candidates.filter { !$0.1.isRequirement && $0.0.module == line.calleeModule }
            }
            var answeringFiles = Self.unique(answering.filter { $0.0.owner != .shared }.map(\.0))
            if answeringFiles.isEmpty { answeringFiles = Self.unique(answering.map(\.0)) }
            if answeringFiles.count > 1, screen == nil,
                answeringFiles.contains(where: { listed.contains($0.path) }),
                !candidates.contains(where: { $0.1.handles.contains(name) })
            {
                // The reader has one of them open already: the call is to it.
                answeringFiles = answeringFiles.filter { listed.contains($0.path) }
            }
            if answeringFiles.count > 1, let screen {
                let screenProtocols = protocols(refining: screen)
                let screens = answeringFiles.filter { file in
                    file.declarations.conformances.values.contains { !$0.isDisjoint(with: screenProtocols) }
                }
                if !screens.isEmpty { answeringFiles = screens }
            } else if answeringFiles.count > 1, let last,
                answeringFiles.contains(where: { $0.path == last.path })
            {
                answeringFiles = [last]
            }
            // Several shared types answer (the offline and the live service): the protocol is what to read.
            if answeringFiles.count > 1, answeringFiles.allSatisfy({ $0.owner == .shared }), held.isEmpty {
                held = candidates.filter(\.1.isRequirement)
            }
            let answer = answeringFiles.count == 1 || held.isEmpty ? Set(answeringFiles.map(\.path)) : []
            var seen = Set<String>()
            return (held + answering.filter { answer.contains($0.0.path) }).filter {
                seen.insert($0.0.path).inserted
            }
            .map { (file: $0.0, function: $0.1) }
        }

        private static func unique(_ files: [File]) -> [File] {
            var seen = Set<String>()
            return files.filter { seen.insert($0.path).inserted }
        }
    }
}

/// Reads a trace line's message as a call: its function's name and argument labels.
enum TraceMessage {
    /// `openQuestion(atRow: 3)` is `openQuestion` with the label `atRow`; `show(30 rows)` has one argument
    /// without a label, `_`; `viewDidLoad()` has none.
    static func signature(of message: String) -> (name: String, labels: [String]) {
        guard let open = message.firstIndex(of: "(") else { return (message, []) }
        let name = String(message[..<open])
        let inside = message[message.index(after: open)...].dropLast(message.hasSuffix(")") ? 1 : 0)
        guard !inside.isEmpty else { return (name, []) }
        let labels = inside.split(separator: ",").map { argument -> String in
            let argument = argument.drop { $0 == " " }
            guard let colon = argument.firstIndex(of: ":") else { return "_" }
            let label = argument[..<colon]
            return label.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } ? String(label) : "_"
        }
        return (name, labels)
    }

    /// Whether a trace's `labels` fit a declaration's: the same, or the first of them, as a trace may
    /// leave out an argument it does not summarise.
    static func labels(_ labels: [String], fit declared: [String]) -> Bool {
        labels.count <= declared.count && zip(labels, declared).allSatisfy { $0 == $1 }
    }
}
