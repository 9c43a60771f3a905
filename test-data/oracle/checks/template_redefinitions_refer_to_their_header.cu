// A function template defined again refers to the line its first
// definition's template header begins on.
template<typename T>
void tempf(T x) {
}
template<typename T>
__device__ void tempf(T x) {
}
template <class T> void t2(T) {}
template <class T> __device__ void t2(T) {}
