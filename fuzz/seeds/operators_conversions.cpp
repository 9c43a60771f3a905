// Operator functions (every overloadable operator form), conversion
// functions, user-defined literals, and calls through operator names.
struct num {
    int v;
    num operator+(num o) const;
    num &operator+=(num o);
    bool operator<(num o) const;
    bool operator>(num o) const;
    bool operator>=(num o) const;
    num operator>>(int) const;
    num &operator>>=(int);
    auto operator<=>(const num &) const = default;
    int operator()(int, int) const;
    int &operator[](unsigned long);
    num *operator->();
    num &operator++();
    num operator++(int);
    explicit operator bool() const;
    operator int *() const;
    operator const num &() const;
    template <typename T> operator T() const;
    void *operator new(unsigned long);
    void operator delete(void *) noexcept;
    void *operator new[](unsigned long);
    void operator delete[](void *);
    num operator,(num) const;
    bool operator!() const;
};
num operator""_n(unsigned long long v);
float operator"" _f(long double v);
int operator""_len(const char *, unsigned long);
int use(num a) { return a.operator int *() != nullptr && a.operator()(1, 2) && (12_n < 3_n); }
