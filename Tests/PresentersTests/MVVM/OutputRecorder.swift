/// Collects what a view model binds, as a view would receive it.
@MainActor
final class OutputRecorder<Output> {
    private(set) var values: [Output] = []

    func record(_ value: Output) {
        values.append(value)
    }
}
