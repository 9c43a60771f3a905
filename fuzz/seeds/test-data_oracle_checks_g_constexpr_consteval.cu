// constexpr and consteval kernels (C++20): cicc's errors, inline ignored on both.
// ORACLE-HEADERS: mini
// ORACLE-FLAGS: -std=c++20
consteval __global__ void k1() { }
constexpr __global__ void k2() { }
template <class T> constexpr __global__ void k3(T) { }
