func render(_ response: Model2Response) {
    switch response {
    case .page(let page):
        guard case .question(let screen) = page.body else { return }
        display.show(screen)
        shown = page.questions.first
    case .rows:
        break
    case .flash(let flash), .redirect(let flash, _):
        display.show(flash)
    }
}
