// LiveNetworking is a shared library that `questions` opens in live mode (see Package.swift for why SwiftPM
// builds it as an executable target). Its entry points are in NetworkingEntryPoints.swift; this program
// does nothing when run.
