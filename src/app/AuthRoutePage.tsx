import { useNavigate } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { useSnapshot } from 'valtio'
import { HomePage } from '../features/home/HomePage.tsx'
import { openModal, ui } from '../state/ui.ts'

/**
 * /login and /registration: the home page with the dialog open over it (spec §2 "auth layout
 * over home"). Once the dialog closes — signed in or dismissed — the address goes back to '/'.
 */
export function AuthRoutePage({ dialog }: { dialog: 'login' | 'register' }) {
  const navigate = useNavigate()
  const { openedModal } = useSnapshot(ui)
  const opened = useRef(false)

  useEffect(() => {
    openModal(dialog)
  }, [dialog])

  useEffect(() => {
    if (openedModal) opened.current = true
    else if (opened.current) navigate({ to: '/', replace: true })
  }, [openedModal, navigate])

  return <HomePage />
}
