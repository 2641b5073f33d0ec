import Foundation

// The mutation run's entry: read the options, run, and say in one line what stopped it, if anything did.
do {
    let options = try MutationOptions(arguments: Array(CommandLine.arguments.dropFirst()))
    if options.help {
        print(MutationOptions.usage)
        exit(0)
    }
    let shown = CommandLine.arguments.dropFirst().split(
        separator: "--repo", maxSplits: 1, omittingEmptySubsequences: false)
    let arguments = (shown.first ?? []) + (shown.count > 1 ? shown[1].dropFirst() : [])
    let command = (["Tools/mutate/run"] + arguments).joined(separator: " ")
    exit(try MutationRun(options: options, command: command).main())
} catch let error as OptionError {
    FileHandle.standardError.write(Data("mutate: \(error)\n\n\(MutationOptions.usage)\n".utf8))
    exit(2)
} catch {
    FileHandle.standardError.write(Data("mutate: \(error)\n".utf8))
    exit(1)
}
