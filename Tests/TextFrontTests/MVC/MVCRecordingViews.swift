import Presenters
import TerminalUI
import TextFront

/// Hands the controllers the recording displays a test gives it, or new ones where it gives none.
@MainActor
struct MVCRecordingViews: MVCViewFactory {
    var list: RecordingListDisplay? = nil
    var question: RecordingQuestionDisplay? = nil
    var user: RecordingUserDisplay? = nil
    var saved: RecordingListDisplay? = nil

    func makeListView() -> any QuestionListDisplaying { list ?? RecordingListDisplay() }
    func makeQuestionView() -> any QuestionDisplaying { question ?? RecordingQuestionDisplay() }
    func makeUserView() -> any UserPageDisplaying { user ?? RecordingUserDisplay() }
    func makeSavedView() -> any QuestionListDisplaying { saved ?? RecordingListDisplay() }
}
