// ORACLE-FLAGS: -std=c++20
// constexpr and constinit objects are made at compile time: no call across
// spaces, and unused ones get #177 even with a constexpr destructor; an
// ordinary object of that class runs its constructor (a constexpr __host__
// one: an error in device code) and, with a destructor, is not unused.
struct CE_NED {
  int x;
  constexpr CE_NED() { x = 43; }
  constexpr ~CE_NED() { x = 0; }
};
struct CE { int x; constexpr CE() : x(1) {} };
__device__ void df() {
  static constexpr CE_NED ce;
  static constinit CE_NED ci;
  static CE_NED ned;
  CE plain;
  constinit static CE c2;
}
__host__ __device__ void hd() { static constexpr CE_NED ce; }
