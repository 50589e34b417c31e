import Testing

@testable import OmbreUIKit

/// A model as view controllers observe them.
private final class Model: ObservableObject {
    @Published var title = "start"
    @Published var count = 0
    var log: [String] = []
}

/// A model to subclass.
private class BaseModel: ObservableObject {
    @Published var base = 0
}

/// A subclass adding a published property of its own.
private final class DetailedModel: BaseModel {
    @Published var detail = 0.5
}

/// A main-actor model, as a Swift 6 app declares its view models.
@MainActor private final class ScreenModel: ObservableObject {
    @Published var progress: Double = 0
}

/// A model whose published property its initializer sets.
private final class ConfiguredModel: ObservableObject {
    @Published var name: String
    init(name: String) { self.name = name }
}

/// A class without published properties that sends its own changes.
private final class ManualModel: ObservableObject {
    var value = 0 {
        willSet { objectWillChange.send() }
    }
}

/// `@Published` and `ObservableObject`: when values and `objectWillChange` are sent.
@Suite struct CombinePublishedTests {
    @Test func publishedSendsTheCurrentValueOnSubscribing() {
        let model = Model()
        var seen: [String] = []
        let cancellable = model.$title.sink { seen.append($0) }
        #expect(seen == ["start"])
        _ = cancellable
    }

    @Test func publishedSendsNewValueBeforeThePropertyChanges() {
        let model = Model()
        let cancellable = model.$title.dropFirst().sink { [unowned model] new in
            model.log.append("sent \(new) while the property was \(model.title)")
        }
        model.title = "next"
        #expect(model.log == ["sent next while the property was start"])
        #expect(model.title == "next")
        _ = cancellable
    }

    @Test func settingAPublishedPropertySendsObjectWillChangeFirst() {
        let model = Model()
        let changes = model.objectWillChange.sink { [unowned model] in
            model.log.append("will change (title \(model.title), count \(model.count))")
        }
        let counts = model.$count.dropFirst().sink { [unowned model] in model.log.append("count \($0)") }
        model.count = 1
        model.title = "t"
        #expect(
            model.log == [
                "will change (title start, count 0)", "count 1", "will change (title start, count 1)",
            ])
        #expect(model.objectWillChange === model.objectWillChange, "one publisher per object")
        _ = (changes, counts)
    }

    @Test func objectWillChangeIsPerObject() {
        let a = Model()
        let b = Model()
        var fromA = 0
        let cancellable = a.objectWillChange.sink { fromA += 1 }
        b.count = 3
        a.count = 4
        #expect(fromA == 1)
        #expect(a.objectWillChange !== b.objectWillChange)
        let detailed = DetailedModel()
        var detailChanges = 0
        let detail = detailed.objectWillChange.sink { detailChanges += 1 }
        detailed.detail = 1
        detailed.base = 1
        #expect(detailChanges == 2, "the subclass's and the superclass's properties share the publisher")
        _ = (cancellable, detail)
    }

    @Test func anInitializerSetsThePublishedPropertysFirstValue() {
        let model = ConfiguredModel(name: "first")
        var seen: [String] = []
        let cancellable = model.$name.sink { seen.append($0) }
        model.name = "second"
        #expect(seen == ["first", "second"] && model.name == "second")
        _ = cancellable
    }

    @Test func aClassWithoutPublishedPropertiesKeepsOnePublisher() {
        let model = ManualModel()
        var changes = 0
        let cancellable = model.objectWillChange.sink { changes += 1 }
        model.value = 2
        model.value = 3
        #expect(changes == 2)
        _ = cancellable
    }

    @MainActor @Test func mainActorModelsPublishToo() {
        let model = ScreenModel()
        var seen: [Double] = []
        var changes = 0
        let values = model.$progress.sink { seen.append($0) }
        let willChange = model.objectWillChange.sink { changes += 1 }
        model.progress = 0.5
        #expect(seen == [0, 0.5] && changes == 1)
        _ = (values, willChange)
    }

    @Test func assignToPublishedKeepsThePropertyInStepWithAPublisher() {
        let model = Model()
        let source = PassthroughSubject<Int, Never>()
        var willChange = 0
        let changes = model.objectWillChange.sink { willChange += 1 }
        source.map { $0 * 2 }.assign(to: &model.$count)
        source.send(4)
        #expect(model.count == 8 && willChange == 1)
        source.send(5)
        #expect(model.count == 10 && willChange == 2)
        _ = changes
    }

    @Test func aReleasedModelStopsItsAssignment() {
        let source = PassthroughSubject<Int, Never>()
        weak var released: Model?
        do {
            let model = Model()
            released = model
            source.assign(to: &model.$count)
            source.send(1)
            #expect(model.count == 1)
        }
        #expect(released == nil, "assign(to:) does not keep the model")
        source.send(2)
    }
}
