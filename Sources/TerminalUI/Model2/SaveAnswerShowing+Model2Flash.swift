import Presenters

extension SaveAnswerShowing {
    /// Shows `flash`, as either front's Model 2 documents do: a notice, or an error.
    public func show(_ flash: Model2Flash) {
        switch flash.kind {
        case .notice: showNotice(flash.text)
        case .alert: showError(flash.text)
        }
    }
}
