/// Sends `request` for `document` and renders the response there: at once, or once it has been fetched,
/// unless it is stopped or superseded first.
func send(_ request: Model2Request, for document: any Model2Document) {
    switch server.respond(to: request) {
    case .now(let response):
        receive(response, in: document)
    case .later(let pending):
        document.showLoading()
        pending.start(in: latestLoad) { [weak self, weak document] response in
            guard let self, let document else { return }
            receive(response, in: document)
        }
    }
}
