import Presenters
import TerminalUI
import TextFront

/// An MVC view factory whose views trace each call a controller makes on them; the views themselves come
/// from `views`.
@MainActor
public struct TracedMVCViews: MVCViewFactory {
    private let views: any MVCViewFactory
    private let tracer: Tracer

    /// The views of `views`, traced to `tracer`.
    public init(_ views: any MVCViewFactory, tracer: Tracer) {
        self.views = views
        self.tracer = tracer
    }

    /// The list view of `views`, traced.
    public func makeListView() -> any QuestionListDisplaying {
        TracedListDisplay(views.makeListView(), tracer: tracer)
    }

    /// A question view of `views`, traced.
    public func makeQuestionView() -> any QuestionDisplaying {
        TracedQuestionDisplay(views.makeQuestionView(), tracer: tracer)
    }

    /// A user view of `views`, traced.
    public func makeUserView() -> any UserPageDisplaying {
        TracedUserDisplay(views.makeUserView(), tracer: tracer)
    }

    /// The saved screen's view, traced as the list's is.
    public func makeSavedView() -> any QuestionListDisplaying {
        TracedListDisplay(views.makeSavedView(), tracer: tracer)
    }
}
