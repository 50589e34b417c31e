import Foundation

/// A URL as Core Foundation passes it (`url as CFURL`).
public typealias CFURL = URL
/// A result code of Apple's C frameworks: 0 is success.
public typealias OSStatus = Int32
/// A system sound registered with `AudioServicesCreateSystemSoundID`.
public typealias SystemSoundID = UInt32

/// The system sound that vibrates a phone.
public let kSystemSoundID_Vibrate: SystemSoundID = 4095

/// Audio Toolbox's system sounds, which code plays for taps and alerts: registering a sound
/// gives it an ID, as on a device, but a preview plays no sound (said on stderr the first time).
enum SystemSounds {
    // Sounds are registered and played on the scene's one UIKit thread only.
    nonisolated(unsafe) static var registered: [URL: SystemSoundID] = [:]
    nonisolated(unsafe) static var said = false

    /// Notes, once, that sounds are not played.
    static func play() {
        guard !said else { return }
        said = true
        FileHandle.standardError.writeDroppingOnFailure("ombre: system sounds are not played in a preview\n")
    }
}

/// Registers the sound file at `url` and writes its ID to `outID`; the same file keeps its ID.
/// Returns 0 (no error).
@discardableResult
public func AudioServicesCreateSystemSoundID(_ url: CFURL, _ outID: UnsafeMutablePointer<SystemSoundID>) -> OSStatus {
    if let id = SystemSounds.registered[url] {
        outID.pointee = id
        return 0
    }
    // IDs from 4096 up, past the system's own.
    let id = SystemSoundID(4096 + SystemSounds.registered.count)
    SystemSounds.registered[url] = id
    outID.pointee = id
    return 0
}

/// Forgets the sound `id`. Returns 0 (no error).
@discardableResult
public func AudioServicesDisposeSystemSoundID(_ id: SystemSoundID) -> OSStatus {
    SystemSounds.registered = SystemSounds.registered.filter { $0.value != id }
    return 0
}

/// Plays the sound `id`: nothing is heard in a preview.
public func AudioServicesPlaySystemSound(_ id: SystemSoundID) { SystemSounds.play() }

/// Plays the sound `id` as an alert (vibrating where it can): nothing happens in a preview.
public func AudioServicesPlayAlertSound(_ id: SystemSoundID) { SystemSounds.play() }
