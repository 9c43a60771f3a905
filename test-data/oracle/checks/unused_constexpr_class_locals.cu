// ORACLE-FLAGS: -std=c++20
// Unused locals of classes that run no code to make (constexpr constructors,
// a constexpr destructor in C++20), static or in a memory space: #177.
struct CEEC { constexpr CEEC() {} };
struct CE_NED { int x; constexpr CE_NED() { x = 43; } constexpr ~CE_NED() { x = 0; } };
__global__ void bar() {
  for (int i = 0; i < 10; i++) {
    static __device__ CEEC sd_ceec;
    static __shared__ CEEC ss_ceec;
    static __constant__ CEEC sc_ceec;
    __shared__ CEEC s_ceec;
    static CEEC st;
    CEEC plain;
  }
}
__device__ void df() { static constexpr CE_NED ce; }
